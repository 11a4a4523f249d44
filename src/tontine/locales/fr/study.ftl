# Ce qu’affichent les outils d’étude : tontine simulate, sweep et exact. Les tableaux gardent les
# chiffres, avec les séparateurs de la langue ; les nombres des cases sont mis en forme par le code.

## tontine simulate : l’en-tête

study-rules = Variante { preset-title } : mise { $stake }, { $ante } à la corbeille, { $deck ->
    [talon] talon gardé
   *[fresh] cartes battues à chaque donne
    }, premier donneur { $first-dealer ->
    [lot] tiré au sort
    [fan] tiré à l’éventail
   *[first-seat] à la première place
    }, si tous tombent : { $all-fall ->
    [share] partage
    [replay] donne rejouée
   *[last-to-fall] le dernier tombé gagne
    }{ $deal-limit ->
    [0] {""}
   *[other] , au plus { $deal-limit } { $deal-limit ->
        [one] donne
       *[other] donnes
        }
    }
study-run = { $players } { $players ->
    [one] joueur
   *[other] joueurs
    }, { $games } { $games ->
    [one] partie
   *[other] parties
    }, graine { NUMBER($seed, useGrouping: 0) }, { $jobs } { $jobs ->
    [one] fil
   *[other] fils
    } : { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
study-run-speed = { study-run }, { NUMBER($speed, minimumFractionDigits: 1, maximumFractionDigits: 1) } million de cartes jouées par seconde

## tontine simulate : les tableaux

study-range = { $low-text } – { $high-text }
study-deals-title = Donnes jusqu’à la fin
study-deals-mean = moyenne
study-deals-interval = intervalle à 95 %
study-deals-median = médiane
study-deals-p90 = 9ᵉ décile
study-deals-p99 = 99ᵉ centile
study-deals-max = maximum
study-seats-title = Part des victoires par place (écart 0 = le premier donneur)
study-seats-offset = écart
study-seats-wins = victoires
study-seats-share = part
study-seats-interval = intervalle à 95 %
study-seats-fair = écart à 1/n
study-seats-points = { $points-text } pts
study-chi-square = test du khi-deux de « aucune place n’est favorisée » : statistique { NUMBER($statistic, minimumFractionDigits: 2, maximumFractionDigits: 2) }, { $df } { $df ->
    [one] degré
   *[other] degrés
    } de liberté, p = { $p-text } ({ $verdict-text } au seuil de 5 %)
study-verdict-fair = rien n’indique qu’une place soit favorisée
study-verdict-favoured = une place est favorisée
study-course-title = Le cours des parties
study-course-figure = mesure
study-course-value = valeur
study-course-revivals = retours en jeu par partie
study-course-revived = parties avec au moins un retour en jeu
study-course-once-dead = gagnées par un joueur un temps hors jeu
study-course-last-to-fall = décidées par « le dernier tombé gagne »
study-course-shared = corbeille partagée
study-course-deal-limit = finies par la limite de donnes
study-course-largest-pool = plus grosse corbeille (moyenne de la plus grosse de chaque partie)
study-course-largest-pool-value = { $max-text } ({ $mean-text })
study-course-capped = parties arrêtées par le plafond
study-course-capped-value = { $capped } sur { $games } (plafond de { $cap } { $cap ->
    [one] donne
   *[other] donnes
    })
study-course-player-deals = cartes jouées
study-capped-warning = { $capped } { $capped ->
    [one] partie a atteint
   *[other] parties ont atteint
    } le plafond de { $cap } { $cap ->
    [one] donne
   *[other] donnes
    } : elles comptent dans chaque part ci-dessus comme parties sans gagnant, et pas dans les chiffres des donnes.

## tontine simulate : les parties à voir, chacune avec la commande qui la rejoue

study-watch-heading = Parties à voir
study-watch-how = (chacune se rejoue dans le moteur : « tontine play », « tontine narrate --seed », « tontine replay »)
study-watch-longest = la plus longue : partie { $game }, { $deals } { $deals ->
    [one] donne
   *[other] donnes
    }
study-watch-shortest = la plus courte : partie { $game }, { $deals } { $deals ->
    [one] donne
   *[other] donnes
    }
study-watch-comeback-revived = le plus beau retour : partie { $game }, { $deals } { $deals ->
    [one] donne
   *[other] donnes
    }, le gagnant est revenu en jeu { $times ->
    [one] une fois
   *[other] { $times } fois
    } et n’avait plus rien à la donne { $deal }
study-watch-comeback-low = le plus beau retour : partie { $game }, { $deals } { $deals ->
    [one] donne
   *[other] donnes
    }, le gagnant est descendu à { $low } à la donne { $deal }
study-figures-written = graphiques écrits : { $file-list }

## la barre de progression (sur la sortie d’erreur)

study-progress-players = { $players } { $players ->
    [one] joueur
   *[other] joueurs
    }
study-progress-sweep = grille
study-progress-games = parties
study-progress-eta = reste

## tontine sweep

study-sweep-done = { $cells } { $cells ->
    [one] case
   *[other] cases
    }, { $games } { $games ->
    [one] partie
   *[other] parties
    } chacune, graine { NUMBER($seed, useGrouping: 0) } : { $file-list }
study-sweep-no-parquet = (pas de fichier Parquet : pyarrow n’est pas installé)

## tontine exact

study-exact-heading = Tontine, calcul exact : { $players } { $players ->
    [one] joueur
   *[other] joueurs
    }, mise { $stake }, { $ante } à la corbeille ({ $preset ->
    [french] variante française
    [german] variante allemande
   *[english] variante anglaise
    }, cartes battues à chaque donne, si tous tombent : { $all-fall ->
    [share] partage
    [replay] donne rejouée
   *[last-to-fall] le dernier tombé gagne
    })
study-exact-expected = espérance du nombre de donnes : { $deals-text }
study-exact-seat = place (depuis le premier donneur)
study-exact-win = probabilité de gagner
study-exact-first-dealer = { $offset } (premier donneur)
study-exact-states = états : { $states } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ; probabilités à { $error-text } près, donnes à { $deals-error-text } près)
study-exact-dealer-chosen = (le premier donneur est { $first-dealer ->
    [lot] tiré au sort
    [fan] tiré à l’éventail
   *[first-seat] à la première place
    } ; les écarts se comptent depuis lui)
study-exact-fraction-deals = espérance exacte du nombre de donnes : { $fraction-text }
study-exact-fraction-seat = la place { $offset } gagne, exactement : { $fraction-text }
study-exact-progress = calcul exact : { $line-text }

## erreurs qu’un utilisateur peut causer

study-error-int-list = { $option-name } « { $list-text } » : écrivez des nombres et des intervalles, p. ex. 5..20 ou 12,15,20
study-error-range-down = { $option-name } « { $list-text } » : un intervalle doit aller en montant, p. ex. 5..20
study-error-list-empty = { $option-name } « { $list-text } » ne contient rien
study-error-never-ends = avec ces règles, une partie peut durer toujours (depuis certains avoirs, aucune donne ne la termine) : il n’existe pas d’espérance exacte de sa durée ; changez le tableau des cartes
study-error-fractions-too-large = { $players } { $players ->
    [one] joueur
   *[other] joueurs
    } avec une mise de { $stake } demandent plus de { NUMBER($states, useGrouping: 0) } états : c’est trop pour des fractions exactes ; omettez --fractions
study-error-option = { $option-name } : { $reason-text }

## tontine exact : l’avancement d’un long calcul (sur la sortie d’erreur)

study-exact-progress-size = { $players } { $players ->
    [one] joueur
   *[other] joueurs
    }, mise { $stake } : environ { $states } états, { $work } suites de donnes
study-exact-progress-settling = règlement des donnes : { $done } / { $of } états ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-solving = résolution de { $states } états accessibles, { $transitions } transitions ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-pass = passe { $attempt } : { $products } produits, résidu de { NUMBER($ratio, minimumFractionDigits: 1, maximumFractionDigits: 1) } fois l’arrondi
study-exact-progress-timed = { $line-text } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-done = terminé en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ $products } produits)

## tontine simulate --plot : titres, axes et légendes des figures

study-plot-title = Variante { preset-title }, { $players } joueurs, mise { $stake }, { $deck ->
    [talon] talon gardé
   *[fresh] jeu rebattu à chaque donne
    } ({ $games } parties)
study-plot-mean = moyenne { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
study-plot-median = médiane { $value }
study-plot-length-x = donnes jusqu’à la fin
study-plot-length-y = part des parties
study-plot-length-title = { $capped ->
    [0] Durée des parties
    [one] Durée des parties (une partie arrêtée à la limite, non montrée)
   *[other] Durée des parties ({ $capped } parties arrêtées à la limite, non montrées)
    }
study-plot-deal = donne
study-plot-survival-y = joueurs ayant encore des jetons (moyenne)
study-plot-survival-title = Survie : joueurs ayant encore des jetons après chaque donne
study-plot-fair-share = juste part 1/n
study-plot-seat-x = place, comptée depuis le premier donneur (0 = premier donneur)
study-plot-win-share-y = part des parties gagnées (intervalle à 95 %)
study-plot-win-share-title = Part des gains par place
study-plot-win-share-title-p = Part des gains par place (khi carré, p = { NUMBER($p, maximumSignificantDigits: 3) })
study-plot-all-counters = tous les jetons
study-plot-pool-y = corbeille après la donne (moyenne des parties encore en cours)
study-plot-pool-title = La corbeille au fil de la partie
