# Wörter, die alle Oberflächen teilen: Ränge, Farben, Karten, Varianten.
# Rangcodes (die der Engine): A 2 3 4 5 6 7 8 9 T J Q K. Farben: S H D C.

-rank-A = Ass
    .gender = neuter
-rank-2 = Zwei
    .gender = feminine
-rank-3 = Drei
    .gender = feminine
-rank-4 = Vier
    .gender = feminine
-rank-5 = Fünf
    .gender = feminine
-rank-6 = Sechs
    .gender = feminine
-rank-7 = Sieben
    .gender = feminine
-rank-8 = Acht
    .gender = feminine
-rank-9 = Neun
    .gender = feminine
-rank-T = Zehn
    .gender = feminine
-rank-J = Bube
    .gender = masculine
-rank-Q = Dame
    .gender = feminine
-rank-K = König
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
        [A] neuter
        [J] masculine
        [K] masculine
       *[other] feminine
    }

suit-name = { $suit ->
    [S] Pik
    [H] Herz
    [D] Karo
   *[C] Kreuz
    }

# Nominativ mit Artikel: „die Herz-Dame“, „das Pik-Ass“, „der Kreuz-König“.
card-name = { $rank ->
    [A] das
    [J] der
    [K] der
   *[other] die
    } { suit-name }-{ rank-name }
card-bare = { suit-name }-{ rank-name }

preset-title = { $preset ->
    [english] englische Variante (Sporting Magazine, 1797)
    [french] französische Variante (La Tontine)
   *[german] deutsche Variante (nach der deutschen Wikipedia, der Académie universelle von 1760 und Anton, 1889)
    }

# Ein Rang mit unbestimmtem Artikel: „ein Ass, eine Zwei oder Drei“.
# .elide: In einer Aufzählung fällt der Artikel weg, wenn er dem vorigen gleicht („eine Zwei oder Drei“).
rank-indefinite = { $rank ->
    [A] ein { -rank-A }
    [J] ein { -rank-J }
    [K] ein { -rank-K }
   *[other] eine { rank-name }
    }
    .elide = yes
