# Les mots que partagent toutes les interfaces : rangs, couleurs, cartes, variantes.
# Codes des rangs (ceux du moteur) : A 2 3 4 5 6 7 8 9 T J Q K. Couleurs : S H D C.

-rank-A = as
    .gender = masculine
-rank-2 = deux
    .gender = masculine
-rank-3 = trois
    .gender = masculine
-rank-4 = quatre
    .gender = masculine
-rank-5 = cinq
    .gender = masculine
-rank-6 = six
    .gender = masculine
-rank-7 = sept
    .gender = masculine
-rank-8 = huit
    .gender = masculine
-rank-9 = neuf
    .gender = masculine
-rank-T = dix
    .gender = masculine
-rank-J = valet
    .gender = masculine
-rank-Q = dame
    .gender = feminine
-rank-K = roi
    .gender = masculine

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
    .gender = { $rank ->
        [Q] feminine
       *[other] masculine
    }

suit-name = { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
    }

# « la dame de cœur », « l’as de pique »
card-name = { $rank ->
    [A] l’{ -rank-A }
    [8] le { -rank-8 }
    [Q] la { -rank-Q }
   *[other] le { rank-name }
    } de { suit-name }
card-bare = { rank-name } de { suit-name }

preset-title = { $preset ->
    [english] anglaise de 1797 (Sporting Magazine)
    [french] française (La Tontine)
   *[german] allemande (l’article allemand de Wikipédia, d’après l’Académie universelle, 1760, et Anton, 1889)
    }

# Un rang avec son article indéfini : « un as, un deux ou un trois ».
# .elide : une liste peut-elle omettre un article répété ? Le français les garde.
rank-indefinite = { $rank ->
    [Q] une { -rank-Q }
   *[other] un { rank-name }
    }
    .elide = no
