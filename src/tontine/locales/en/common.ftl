# Words every front end shares: ranks, suits, cards, the presets. Each exists once per language.
# Rank codes are the engine's: A 2 3 4 5 6 7 8 9 T J Q K. Suits: S H D C.
# The English words are the 1797 text's: the knave, the deuce, the trey.

-rank-A = ace
-rank-2 = deuce
-rank-3 = trey
-rank-4 = four
-rank-5 = five
-rank-6 = six
-rank-7 = seven
-rank-8 = eight
-rank-9 = nine
-rank-T = ten
-rank-J = knave
-rank-Q = queen
-rank-K = king

# The bare name of a rank, as in a card table: "queen".
rank-name = { $rank ->
    [A] { -rank-A }
    [2] { -rank-2 }
    [3] { -rank-3 }
    [4] { -rank-4 }
    [5] { -rank-5 }
    [6] { -rank-6 }
    [7] { -rank-7 }
    [8] { -rank-8 }
    [9] { -rank-9 }
    [T] { -rank-T }
    [J] { -rank-J }
    [Q] { -rank-Q }
   *[K] { -rank-K }
    }
    .gender = neuter

suit-name = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
    }

# A card named in full: "the queen of hearts".
card-name = the { rank-name } of { suit-name }
# A card without its article: "queen of hearts".
card-bare = { rank-name } of { suit-name }

preset-title = { $preset ->
    [english] English (Sporting Magazine, 1797)
    [french] French (La Tontine)
   *[german] German (the German Wikipedia article, after the Académie universelle, 1760, and Anton, 1889)
    }

# A rank with its indefinite article, as in "an ace, a deuce or a trey".
# .elide: whether a list may drop a repeated article ("eine Zwei oder Drei"); English keeps them.
rank-indefinite = { $rank ->
    [A] an { -rank-A }
    [8] an { -rank-8 }
    [2] a { -rank-2 }
    [3] a { -rank-3 }
    [4] a { -rank-4 }
    [5] a { -rank-5 }
    [6] a { -rank-6 }
    [7] a { -rank-7 }
    [9] a { -rank-9 }
    [T] a { -rank-T }
    [J] a { -rank-J }
    [Q] a { -rank-Q }
   *[K] a { -rank-K }
    }
    .elide = no
