# La partie racontée, dans la langue d’un salon de la fin du XVIIIe siècle.
# Un identifiant terminé par -1, -2… est une tournure d’une même famille ; le conteur prend la moins servie.
# Personnes : $name (et $other-name), avec $a-name (« à Madame X », « au chevalier de Y »), $de-name
# (« de Madame X », « d’Anne »), et $gender : female, male ou other (un nom sans titre : ni il ni elle,
# ni participe accordé). Les nombres du récit s’écrivent en lettres : WORDS(), ORDINAL().

# La carte complément d’objet : la même que son nom en français.
narrate-card-acc = { card-name }
narrate-card-dat = { card-name }

## Titres

narrate-heading-opening = La compagnie prend place
narrate-heading-play = Le jeu
narrate-heading-end = La fin de la partie
narrate-heading-chart = La fortune de la table
narrate-heading-contents = Sommaire

narrate-title-1 = Une soirée de tontine à { $place }
narrate-title-2 = La corbeille sur le tapis, ou une partie de tontine à { $place }
narrate-title-3 = Un soir à { $place } : { $count ->
    [one] un seul joueur
   *[other] { WORDS($count) } joueurs
    } à la tontine

## L’ouverture

narrate-room-1 = À { $place }, le souper desservi, on alluma les bougies du salon, et { $name } fit apporter les cartes.
    .presumes = nothing
narrate-room-2 = Ce soir-là, à { $place }, on moucha les chandelles, on approcha les fauteuils, et { $name } proposa la tontine, dont tout le beau monde parlait.
narrate-room-3 = Le whist parut fade et le pharaon trop cher ; à { $place }, la compagnie se rassembla donc autour de la table ronde, où { $name } avait fait disposer les jetons.
    .presumes = round-table

narrate-company-1 = { $count ->
    [one] Une seule personne prit place, avec
   *[other] { WORDS($count, gender: "feminine") } personnes prirent place, chacune avec
    } { $stake ->
    [one] un jeton
   *[other] { WORDS($stake) } jetons
    } : { $names }.
narrate-company-2 = { $count ->
    [one] La table ne comptait qu’un seul joueur, { $names }, qui reçut
   *[other] La table réunissait { $names }, soit { WORDS($count, gender: "feminine") } personnes, et chacun reçut
    } { $stake ->
    [one] un jeton
   *[other] { WORDS($stake) } jetons
    }.

narrate-worth = On convint que le jeton vaudrait { $unit-text }, de sorte que la mise { $stake ->
    [one] d’un seul jeton représentait { $unit-text }
   *[other] de { WORDS($stake) } jetons représentait { WORDS($stake) } { $units-text }
    }.
narrate-worth-box = Au compte de la table, la corbeille valait à présent { $pool ->
    [one] { $unit-text }
   *[other] { WORDS($pool) } { $units-text }
    }.
narrate-worth-won = { $gender ->
    [female] Avec ses propres jetons, elle se leva riche de { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    [male] Avec ses propres jetons, il se leva riche de { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
   *[other] Avec les jetons qui restaient au gagnant, cela faisait au compte de la table { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-fan = On tira les places à l’éventail : { $count ->
    [one] une carte fut étalée
   *[other] { WORDS($count, gender: "feminine") } cartes furent étalées
    } à découvert sur le tapis, le roi en tête, et chacun, ayant tiré sa pareille d’un éventail présenté face en dessous, alla s’asseoir devant elle.
    .presumes = drawn-seats

narrate-first-dealer-lot-1 = On tira au sort la première donne, et le sort désigna { $name }.
narrate-first-dealer-lot-2 = Le sort donna la première main { $a-name }, qui prit le jeu.
narrate-first-dealer-fan = Ce fut { $name } qui tira le roi, et, selon l’usage, la première donne lui revint.
narrate-first-dealer-first-seat = { $name }, qui occupait la première place, prit le jeu d’un commun accord.
narrate-first-dealer-given = Il revint { $a-name } de faire la première donne.

narrate-ante = { $count ->
    [one] Le joueur mit
   *[other] Chacun des { WORDS($count) } mit
    } { $each ->
    [one] un jeton
   *[other] { WORDS($each) } jetons
    } dans la corbeille posée au milieu de la table, de sorte qu’elle { $pool ->
    [0] restait vide
    [one] n’en contenait qu’un seul
   *[other] en contenait { WORDS($pool) }
    }, avant qu’on eût retourné la moindre carte.
narrate-ante-none = Par une règle de la maison, on ne mit rien dans la corbeille, qui resta vide au milieu de la table.

## Les donnes

narrate-first-deal-1 = { $name } battit, fit couper et retourna les premières cartes, { $live ->
    [one] une seule, devant l’unique joueur
   *[other] une devant chacun des { WORDS($live) } joueurs
    }.
narrate-first-deal-2 = Le jeu coupé, { $name } fit la première donne, { $live ->
    [one] retournant une carte devant l’unique joueur
   *[other] retournant une carte devant chacun des { WORDS($live) }
    }.

narrate-deal-1 = À la { ORDINAL($deal, gender: "feminine") } donne, { $name } donna les cartes { $live ->
    [one] au seul joueur qui avait
   *[other] aux { WORDS($live) } joueurs qui avaient
    } encore des jetons.
narrate-deal-2 = { $name } fit la { ORDINAL($deal, gender: "feminine") } donne ; { $live ->
    [one] il n’y avait qu’un joueur
   *[other] il y avait { WORDS($live) } joueurs
    } à servir.
narrate-deal-3 = La { ORDINAL($deal, gender: "feminine") } donne revint { $a-name }, et { $live ->
    [one] un seul joueur reçut sa carte
   *[other] { WORDS($live) } joueurs reçurent leur carte
    }.
narrate-deal-4 = Vint la { ORDINAL($deal, gender: "feminine") } donne ; { $name } avait la main, et { $live ->
    [one] il ne restait qu’un joueur
   *[other] { WORDS($live) } joueurs restaient
    } en vie.

narrate-talon = Le talon ne suffisait plus à servir la table : { $name } ramassa les cartes et rebattit le jeu tout entier, { $pack ->
    [one] une seule carte
   *[other] soit { WORDS($pack, gender: "feminine") } cartes
    }.

narrate-voided = Tous les vivants étant tombés à cette { ORDINAL($deal, gender: "feminine") } donne, la règle de la maison voulut qu’on l’annulât : les jetons reprirent leur place, la corbeille revint à { $pool ->
    [0] rien
    [one] un jeton
   *[other] { WORDS($pool) } jetons
    }, et { $name } donna de nouveau.

## Les cartes. $card-text : la carte avec son article (« la dame de cœur », « l’as de pique »).

narrate-card-take-1 = { $name } retourna { $card-text } et tira { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } de la corbeille.
narrate-card-take-2 = { $card-text } échut { $a-name } et lui valut { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } pris dans la corbeille.
narrate-card-take-3 = Avec { $card-text }, { $name } prit { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } dans la corbeille, { $pool ->
    [0] qui resta vide
    [one] où il n’en resta qu’un
   *[other] où il en resta { WORDS($pool) }
    }.

narrate-card-take-short-1 = { $name } retourna { $card-text }, qui demandait { $asked ->
    [one] un jeton
   *[other] { WORDS($asked) } jetons
    } à la corbeille ; elle n’en avait plus { $taken ->
    [one] qu’un
   *[other] que { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } échut { $a-name }, mais la corbeille ne put donner { $taken ->
    [one] qu’un seul jeton
   *[other] que { WORDS($taken) } jetons
    } des { WORDS($asked) } qu’elle devait.

narrate-card-take-empty-1 = { $name } retourna { $card-text } et tendit la main vers la corbeille ; elle était vide.
narrate-card-take-empty-2 = { $card-text } échut { $a-name } ; mais il ne restait plus un seul jeton dans la corbeille.

narrate-card-pay-1 = { $name } retourna { $card-text } et mit { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } dans la corbeille ; il { $holding ->
    [one] ne lui en restait qu’un
   *[other] lui en restait { WORDS($holding) }
    }.
narrate-card-pay-2 = { $card-text } coûta { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $a-name }, qui { $paid ->
    [one] le versa
   *[other] les versa
    } à la corbeille.

narrate-card-pay-died-1 = { $name } retourna { $card-text } et versa { $paid ->
    [one] son dernier jeton
   *[other] ses { WORDS($paid) } derniers jetons
    } dans la corbeille ; { $gender ->
    [female] c’en était fait d’elle
    [male] c’en était fait de lui
   *[other] c’en était fait
    }.
narrate-card-pay-died-2 = { $card-text } enleva { $a-name } { $paid ->
    [one] le seul jeton qui lui restait
   *[other] les { WORDS($paid) } jetons qui lui restaient
    }{ $gender ->
    [female] , et elle passa au nombre des morts
    [male] , et il passa au nombre des morts
   *[other] {" "}et l’envoya rejoindre les morts
    }.
narrate-card-pay-died-3 = Ce fut { $card-text } qui acheva { $name } : { $paid ->
    [one] son dernier jeton alla
   *[other] ses { WORDS($paid) } derniers jetons allèrent
    } à la corbeille.

narrate-card-give-1 = { $name } retourna { $card-text } et paya { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $other-a-name }, { $distance ->
    [1] { $other-gender ->
        [female] sa voisine de gauche
        [male] son voisin de gauche
       *[other] à sa gauche
        }
   *[other] { $other-gender ->
        [female] la { ORDINAL($distance, gender: "feminine") } à sa gauche
        [male] le { ORDINAL($distance) } à sa gauche
       *[other] { WORDS($distance, gender: "feminine") } places plus loin sur sa gauche
        }
    }.
narrate-card-give-2 = { $card-text } fit passer { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $de-name } { $other-a-name }, { $distance ->
    [1] à la place voisine sur la gauche
   *[other] { WORDS($distance, gender: "feminine") } places plus loin sur la gauche
    }.

narrate-card-give-died-1 = { $name } retourna { $card-text } et en mourut : { $paid ->
    [one] son dernier jeton alla
   *[other] ses { WORDS($paid) } derniers jetons allèrent
    } { $other-a-name }.
narrate-card-give-died-2 = Avec { $card-text }, { $name } donna { $paid ->
    [one] son dernier jeton
   *[other] ses { WORDS($paid) } derniers jetons
    } { $other-a-name }, { $gender ->
    [female] et mourut ainsi
    [male] et mourut ainsi
   *[other] et se trouva sans rien
    }.

narrate-card-give-revives-1 = { $name } retourna { $card-text } et paya { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $other-a-name }, { $other-gender ->
    [female] qui, de morte qu’elle était, revint à la vie
    [male] qui, de mort qu’il était, revint à la vie
   *[other] qui n’avait plus de jetons et revint au jeu
    }.
narrate-card-give-revives-2 = { $card-text } échut { $a-name }, et { $paid ->
    [one] un jeton passa
   *[other] { WORDS($paid) } jetons passèrent
    } ainsi { $other-a-name }, qui revint d’entre les morts.

narrate-card-give-irony-1 = { $name } retourna { $card-text }, qui { $gender ->
    [female] lui prit
    [male] lui prit
   *[other] lui prit
    } { $paid ->
    [one] son tout dernier jeton
   *[other] ses { WORDS($paid) } tout derniers jetons
    } : { $paid ->
    [one] il alla
   *[other] ils allèrent
    } { $other-a-name }, qui gisait parmi les morts et se releva, de sorte qu’une vie en paya une autre.
narrate-card-give-irony-2 = Ce fut l’ironie du jeu : { $name } retourna { $card-text }, et { $paid ->
    [one] son dernier jeton, payé { $other-a-name }, rendit
   *[other] ses { WORDS($paid) } derniers jetons, payés { $other-a-name }, rendirent
    } la vie { $other-gender ->
    [female] à une morte
    [male] à un mort
   *[other] à qui l’avait perdue
    }{ $gender ->
    [female] , tandis qu’elle-même mourait
    [male] , tandis que lui-même mourait
   *[other] , au moment même où son propre jeu s’éteignait
    }.
narrate-card-give-irony-3 = { $name } retourna { $card-text } et, en mourant, paya { $paid ->
    [one] son dernier jeton
   *[other] ses { WORDS($paid) } derniers jetons
    } { $other-a-name }, { $other-gender ->
    [female] qui, de morte qu’elle était, revint à la vie
    [male] qui, de mort qu’il était, revint à la vie
   *[other] qui n’avait plus de jetons et revint au jeu
    } : la même carte perdait { $gender ->
    [female] l’une
   *[other] l’un
    } et sauvait l’autre.

narrate-card-void = { $name } retourna { $card-text }, dont { $asked ->
    [one] le jeton aurait fait
   *[other] les { WORDS($asked) } jetons auraient fait
    } le tour de la petite table pour revenir à la même main ; on ne paya rien.
    .presumes = few

narrate-card-nothing-1 = { $name } retourna { $card-text }, qui ne donne ni ne prend rien.
narrate-card-nothing-2 = { $card-text } échut { $a-name } et ne lui valut ni gain ni perte.

narrate-box = La corbeille { $pool ->
    [0] était vide
    [one] contenait un jeton
   *[other] contenait { WORDS($pool) } jetons
    }.

narrate-card-pay-3 = Pour { $card-text }, { $name } versa { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } à la corbeille et { $holding ->
    [0] n’en garda aucun
   *[other] en garda { WORDS($holding) }
    }.
narrate-card-give-3 = { $name } reçut { $card-text }, et { $paid ->
    [one] un jeton fit
   *[other] { WORDS($paid) } jetons firent
    } le chemin jusqu’{ $other-a-name }.
narrate-card-take-4 = La corbeille paya { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } { $a-name } pour { $card-text }.

## Réactions et répliques

narrate-react-won-1 = { $gender ->
    [female] « Eh bien, dit-elle en ramenant les jetons vers elle, je n’ai jamais si bien joué de ma vie. »
    [male] « Eh bien, dit-il en ramenant les jetons vers lui, je n’ai jamais si bien joué de ma vie. »
   *[other] On applaudit, et { $name } ramassa les jetons à deux mains.
    }
narrate-react-won-2 = La compagnie se leva, et chacun convint que la chance { $de-name } avait été insolente.

## Les deux derniers et la fin

narrate-last-two-1 = Il ne restait plus que deux vivants : { $name }, avec { $a_holding ->
    [one] un jeton
   *[other] { WORDS($a_holding) } jetons
    }, et { $other-name }, avec { $b_holding ->
    [one] un seul
   *[other] { WORDS($b_holding) }
    }, tandis que la corbeille, entre les deux, { $pool ->
    [0] était vide
    [one] n’en contenait qu’un
   *[other] en contenait { WORDS($pool) }
    }.
narrate-last-two-2 = De toute la compagnie, il ne restait en vie que deux joueurs, { $name } et { $other-name } : { $a_holding ->
    [one] un jeton
   *[other] { WORDS($a_holding) } jetons
    } contre { WORDS($b_holding) }, et { $pool ->
    [0] rien dans la corbeille
   *[other] { WORDS($pool) } dans la corbeille
    }.

narrate-won-last-standing-1 = { $gender ->
    [female] Ainsi { $name } resta seule en vie après { $deals ->
        [one] une seule donne
       *[other] { WORDS($deals, gender: "feminine") } donnes
        }, et la corbeille fut à elle : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, ce qui lui en fit { WORDS($holding) } en tout.
    [male] Ainsi { $name } resta seul en vie après { $deals ->
        [one] une seule donne
       *[other] { WORDS($deals, gender: "feminine") } donnes
        }, et la corbeille fut à lui : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, ce qui lui en fit { WORDS($holding) } en tout.
   *[other] Ainsi, après { $deals ->
        [one] une seule donne
       *[other] { WORDS($deals, gender: "feminine") } donnes
        }, nul n’était plus en vie hormis { $name }, et la corbeille lui revint : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, soit { WORDS($holding) } en tout.
    }
narrate-won-last-standing-2 = Après { $deals ->
    [one] une seule donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, il n’y avait plus personne pour jouer contre { $name }, qui rafla la corbeille{ $pool ->
    [0] , toute vide qu’elle était,
    [one] {" "}et son unique jeton,
   *[other] {" "}et ses { WORDS($pool) } jetons,
    } et finit la soirée avec { WORDS($holding) }.
narrate-won-last-to-fall = Tous les vivants tombèrent à la { ORDINAL($deals, gender: "feminine") } donne, et { $name }, { $gender ->
    [female] tombée la dernière, prit la corbeille selon la règle de la maison : { $pool ->
        [0] elle était vide
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }
    [male] tombé le dernier, prit la corbeille selon la règle de la maison : { $pool ->
        [0] elle était vide
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }
   *[other] qui tomba en dernier, prit la corbeille selon la règle de la maison : { $pool ->
        [0] elle était vide
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }
    }.
narrate-won-deal-limit = { $deals ->
    [one] La seule donne convenue fut jouée
   *[other] Les { WORDS($deals, gender: "feminine") } donnes convenues furent jouées
    }, et { $name }, qui avait le plus de jetons, prit la corbeille{ $pool ->
    [0] , toute vide qu’elle était,
    [one] {" "}et son unique jeton,
   *[other] {" "}et ses { WORDS($pool) } jetons,
    } ce qui lui en fit { WORDS($holding) } en tout.

narrate-share = { $amount ->
    [one] un jeton
   *[other] { WORDS($amount) } jetons
    } { $a-name }
narrate-shared-all-fell = À la { ORDINAL($deals, gender: "feminine") } donne, tous les vivants tombèrent ensemble, et, selon la règle de la maison, { $pool ->
    [one] le jeton de la corbeille fut partagé
   *[other] les { WORDS($pool) } jetons de la corbeille furent partagés
    } entre { $count ->
    [one] le seul joueur tombé
   *[other] les { WORDS($count) } joueurs tombés
    } : { $shares-list }.
narrate-shared-deal-limit = { $deals ->
    [one] La seule donne convenue fut jouée
   *[other] Les { WORDS($deals, gender: "feminine") } donnes convenues furent jouées
    }, les plus riches se trouvèrent à égalité, et l’on partagea { $pool ->
    [0] la corbeille, qui était vide
    [one] l’unique jeton de la corbeille
   *[other] les { WORDS($pool) } jetons de la corbeille
    } : { $shares-list }.

## L’heure et le salon

## Entre les moments

narrate-unfinished = La compagnie se leva là, après { $deals ->
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, alors que la corbeille { $pool ->
    [0] était vide
    [one] contenait encore un jeton
   *[other] contenait encore { WORDS($pool) } jetons
    } et { $live ->
    [0] que personne n’était plus
    [one] qu’un seul joueur était encore
   *[other] que { WORDS($live) } joueurs étaient encore
    } en vie ; la partie demeura inachevée.

## Colophon, graphique, avertissements (un relevé : les chiffres y sont permis)

narrate-colophon-seed = Partie jouée selon la variante { $preset }, en { $deals } donnes ; graine du mélange { $seed-text }.
narrate-colophon-record = Partie jouée selon la variante { $preset }, en { $deals } donnes, d’après un relevé.

narrate-chart-caption = En haut, les jetons de la corbeille après chaque donne ; en bas, la vie de chaque joueur : un trait tant qu’il a des jetons, une croix où s’en va le dernier, un rond où un voisin le ramène au jeu.
narrate-chart-alt = Un graphique en deux parties : la corbeille, donne après donne, et une bande par joueur montrant quand il était en vie, mourut et revint.
narrate-chart-box = la corbeille
narrate-chart-deal = donne
narrate-chart-counters = jetons dans la corbeille
narrate-chart-died = mort
narrate-chart-revived = retour au jeu

narrate-length-error = longueur inconnue { $value-text } : choisissez scene, chapter ou full

## La scène. Chaque message ci-dessous prend $variant : le conteur choisit une tournure pas encore
## servie dans le récit (le premier { $variant -> } les compte ; la dernière est celle par défaut).
## $said-text dit comment une réplique est dite (« dit Madame de Varennes en riant ») ; $bond-key :
## rivals, courtship, siblings, chaperone, debt ou none ; $stake-key : debt, pride, gift, wager,
## nothing ou habit. Des nombres seulement là où ils comptent.

narrate-scene-title = { $variant ->
    [0] Une soirée de tontine à { $place }
    [1] La corbeille sur le tapis
    [2] Un jeu de société à { $place }
    [3] Les jetons de { $place }
    [4] Morts et vivants : un soir à { $place }
    [5] Le dernier jeton
    [6] Tontine, ou les héritiers du hasard
    [7] Une veillée à { $place }
    [8] Le tapis vert de { $place }
    [9] Les caprices du sort
    [10] Ce qu’on joua ce soir-là à { $place }
    [11] Mémoires d’une boîte à jetons
    [12] La Providence en jetons
    [13] Le jeu des survivants
    [14] Chronique d’un salon de { $place }
    [15] Les bougies et les cartes
    [16] Une leçon de hasard
    [17] Le sort et la corbeille
    [18] Un jeu de pure fortune
   *[19] Histoire d’une corbeille
    }

narrate-season-spring = { $variant ->
    [0] par un doux soir d’avril
    [1] un soir de la fin de mars, les volets encore clos contre le vent
    [2] par un soir de mai, quand les lilas fleurissaient dans tous les jardins
    [3] par une soirée humide et tiède du début du printemps
    [4] un soir d’avril où une averse soudaine avait vidé les promenades
    [5] le soir du lundi de Pâques, les cloches à peine revenues de Rome
    [6] à la saison des asperges, quand les soirées commençaient à s’allonger
    [7] un soir de giboulées, la grêle crépitant sur les vitres
    [8] par une soirée de mai si douce que les croisées restèrent entrouvertes
   *[9] au printemps de la paix d’Amiens, quand chacun croyait la guerre finie
    }
narrate-season-summer = { $variant ->
    [0] par un soir lourd de juillet
    [1] par une longue soirée de juin, où il faisait encore jour à l’heure du souper
    [2] un soir d’août, les fenêtres grandes ouvertes pour avoir un peu d’air
    [3] par une soirée étouffante, au plus fort de l’été
    [4] un soir de la Saint-Jean, les feux de joie fumant encore sur les places
    [5] par un soir d’orage, le tonnerre grondant au loin sur la campagne
    [6] au lendemain de la Saint-Napoléon, les lampions encore pendus aux façades
    [7] au temps de la moisson, la moitié de la ville partie pour ses terres
    [8] par une nuit si chaude que les grillons chantaient jusque sous les fenêtres
   *[9] un soir de canicule, les persiennes closes depuis le matin
    }
narrate-season-autumn = { $variant ->
    [0] par un soir âpre de novembre
    [1] par une nuit pluvieuse d’octobre, les feuilles volant dans la rue
    [2] un soir de septembre où le vent fraîchissait déjà
    [3] par un soir de brouillard, à la fin de l’automne
    [4] au temps des vendanges, la ville entière sentant le moût
    [5] le soir de la Saint-Martin, les loyers payés et les baux renouvelés
    [6] la veille des Morts, le glas sonnant à toutes les églises
    [7] un soir d’octobre, les marchands de marrons à tous les coins de rue
    [8] par un soir de novembre où la pluie n’avait pas cessé depuis le matin
   *[9] à l’automne, quand les châteaux rendaient leurs hôtes à la ville
    }
narrate-season-winter = { $variant ->
    [0] par un soir glacé de janvier
    [1] par une nuit de neige, peu après Noël
    [2] un soir de février, le givre aux carreaux
    [3] par une sombre soirée de décembre
    [4] le soir des Rois, la galette à peine partagée
    [5] par un soir de carnaval, les masques courant encore les rues
    [6] par un froid si vif que la rivière charriait des glaçons
    [7] un soir de verglas, les chevaux glissant sur le pavé
    [8] au cœur de l’Avent, par une nuit sans lune
   *[9] un soir de dégel, les gouttières chantant sous la pluie
    }

narrate-house = { $variant ->
    [0] dans le salon de la maison { $de-name }, sur le Mail
    [1] dans le petit cabinet que { $name } réservait au jeu
    [2] dans la grande pièce de la maison que { $name } avait louée pour la saison
    [3] dans le salon { $de-name }, fraîchement tendu de damas vert
    [4] dans le vieux salon lambrissé où { $name } recevait
    [5] au premier étage, dans le salon { $de-name }, au-dessus de la rue
    [6] dans l’hôtel { $de-name }, racheté à la Nation après bien des traverses
    [7] dans la bibliothèque { $de-name }, où l’on avait repoussé les globes contre les rayons
    [8] dans le salon jaune { $de-name }, dont les meubles à l’étrusque faisaient encore parler la ville
    [9] chez { $name }, dans un salon où tout, jusqu’aux pendules, parlait de l’Égypte
    [10] dans la maison { $de-name }, près de la cathédrale, derrière une porte cochère qui ne payait pas de mine
    [11] dans le grand salon { $de-name }, sous un lustre de cristal qu’on n’allumait que pour les grandes occasions
    [12] dans la maison de campagne { $de-name }, aux portes de la ville
    [13] au rez-de-chaussée de la maison { $de-name }, dans un salon qui ouvrait sur le jardin
    [14] dans le salon { $de-name }, aux murs couverts d’ancêtres en perruque sauvés de justesse pendant la Terreur
   *[15] dans le salon { $de-name }, tendu de toile de Jouy à personnages
    }
    .presumes = { $variant ->
        [1] few
       *[other] nothing
    }

narrate-setting = { $variant ->
    [0] Ce fut { $season-text } qu’une compagnie se réunit { $house-text }, à { $place } ; le whist parut fade et le pharaon trop cher, et l’on proposa la tontine.
    [1] À { $place }, { $season-text }, on venait d’emporter le service à thé { $house-text }, quand on fit apporter la table ronde et une boîte de jetons.
    [2] À { $place }, { $season-text }, on desservit de bonne heure { $house-text }, et { $gender ->
        [female] la maîtresse de maison
        [male] le maître de maison
       *[other] l’on
        }, qui n’aimait rien tant qu’un jeu de commerce, fit poser les bougies sur la table de jeu.
    [3] Il n’y avait point de bal à { $place } cette semaine-là ; aussi, { $season-text }, la société ordinaire se retrouva-t-elle { $house-text }, où l’on avait promis quelque chose de nouveau.
    [4] { $season-text }, on avait allumé les bougies { $house-text }, à { $place } ; on fit compter les jetons, et la compagnie approcha les chaises.
    [5] On était convenu à { $place } de jouer { $house-text }, { $season-text }, et { $gender ->
        [female] la maîtresse de maison
        [male] le maître de maison
       *[other] l’on
        } ne voulut entendre parler que de la tontine, que tout le beau monde jouait alors.
    [6] { $season-text }, la tontine fit son entrée dans la société de { $place } : on la joua { $house-text }, où l’on n’avait encore jamais vu ce jeu.
    [7] À { $place }, le souper avait traîné en longueur ; { $season-text }, on passa { $house-text }, et quelqu’un proposa un jeu où l’on n’eût pas besoin de réfléchir.
    [8] Les nouvelles de l’armée étaient bonnes et la société de { $place } d’humeur à jouer : { $season-text }, elle se réunit { $house-text } autour d’une boîte de jetons.
    [9] Une lettre de Paris avait vanté la tontine comme le jeu à la mode ; il n’en fallut pas davantage pour qu’à { $place }, { $season-text }, on voulût l’essayer { $house-text }.
    [10] À { $place }, où les distractions sont rares, on se réunissait volontiers { $house-text } ; ce fut là que, { $season-text }, la tontine eut les honneurs de la soirée.
    [11] { $gender ->
        [female] La maîtresse de maison avait
        [male] Le maître de maison avait
       *[other] On avait
        } fait venir de Paris une boîte de jetons de nacre ; { $season-text }, on en fit l’essai { $house-text }, à { $place }.
    [12] Il fallait à la société de { $place } un jeu où l’habileté ne servît de rien, afin que personne n’eût à rougir ; { $season-text }, on s’accorda donc sur la tontine { $house-text }.
    [13] On s’était promis, { $season-text }, une soirée sans politique ni procès ; { $house-text }, à { $place }, la tontine parut le plus sûr moyen de tenir parole.
    [14] On jouait plus volontiers { $house-text } qu’en aucune autre maison de { $place } ; { $season-text }, ce fut la tontine qu’on y joua.
   *[15] { $house-text }, à { $place }, on avait épuisé les nouvelles du jour ; { $season-text }, il ne restait plus qu’à jouer, et l’on choisit la tontine.
    }
    .presumes = { $variant ->
        [1] round-table
       *[other] nothing
    }

narrate-temper-lively = { $variant ->
    [0] { $gender ->
        [female] une femme qui riait de tout, et d’elle-même la première
        [male] un homme gai qui riait de tout, et de lui-même le premier
       *[other] un esprit gai qui riait de tout
        }
    [1] tout en saillies et en bonne humeur
    [2] dont on ne se souvenait pas qu’on l’eût jamais { $gender ->
        [female] vue
       *[other] vu
        } se taire pendant toute une partie
    [3] { $gender ->
        [female] la plus folâtre créature qui eût jamais perdu un éventail au brelan
        [male] le plus joyeux garçon qui eût jamais perdu un louis au brelan
       *[other] la plus folâtre personne qui eût jamais perdu au brelan
        }
    [4] qui savait par cœur tous les couplets du Vaudeville et les fredonnait entre les donnes
    [5] { $gender ->
        [female] une danseuse infatigable, qu’on avait vue mener la Boulangère jusqu’au jour
        [male] un danseur infatigable, qu’on avait vu mener la Boulangère jusqu’au jour
       *[other] une personne infatigable à la danse, qui avait mené la Boulangère jusqu’au jour
        }
    [6] jamais en peine d’une charade ni d’un proverbe à jouer dès que la conversation languissait
    [7] au rire si franc qu’on l’entendait jusque dans l’antichambre
    [8] qui colportait les bons mots de la semaine et en inventait quand ils venaient à manquer
    [9] capable de dérider un chanoine en plein sermon
    [10] qui contrefaisait Talma à ravir, et n’attendait qu’une prière pour déclamer une tirade de Manlius
    [11] { $gender ->
        [female] revenue des eaux de Plombières avec plus d’anecdotes qu’il n’en fallait pour toute une saison
       *[other] revenu des eaux de Plombières avec plus d’anecdotes qu’il n’en fallait pour toute une saison
        }
    [12] qui racontait avoir fait rire tout un conseil de préfecture, et l’on n’avait aucune peine à le croire
    [13] { $gender ->
        [female] prompte à battre des mains à chaque coup du sort, qu’il lui fût favorable ou non
       *[other] prompt à battre des mains à chaque coup du sort, qu’il lui fût favorable ou non
        }
    [14] qui avait la manie des calembours, et n’en épargnait pas même les noms de la compagnie
    [15] qui avait traversé la Terreur en chantant, et ne voyait pas pourquoi la paix l’en dispenserait
    [16] { $gender ->
        [female] en robe de mousseline rose, un ruban cerise au corsage qui tremblait à chaque éclat de rire
        [male] en gilet jaune serin, dont les boutons tressautaient à chaque éclat de rire
       *[other] vêtu de couleurs aussi vives que son humeur
        }
    [17] { $gender ->
        [female] persuadée qu’on vit plus longtemps à rire, et bien décidée à mourir fort vieille
       *[other] persuadé qu’on vit plus longtemps à rire, et bien décidé à mourir fort vieux
        }
    [18] qui improvisait des bouts-rimés sur les cartes à mesure qu’on les retournait
   *[19] dont l’éventail ou la tabatière battait la mesure de chaque donne sur le bord de la table
    }
narrate-temper-sharp = { $variant ->
    [0] dont la langue passait pour la plus prompte de la ville
    [1] qui comptait ses jetons avec soin, et ceux des autres avec plus de soin encore
    [2] { $gender ->
        [female] une dame aux avis arrêtés, sans patience pour les sots
        [male] un homme aux avis arrêtés, sans patience pour les sots
       *[other] une personne aux avis arrêtés, sans patience pour les sots
        }
    [3] que l’on redoutait à toutes les tables de jeu de la province
    [4] l’auteur, disait-on, de la plupart des épigrammes qui couraient la ville
    [5] { $gender ->
        [female] nourrie de Voltaire et de Chamfort, dont elle citait volontiers les traits les plus cruels
        [male] nourri de Voltaire et de Chamfort, dont il citait volontiers les traits les plus cruels
       *[other] nourri de Voltaire et de Chamfort, dont on l’entendait citer les traits les plus cruels
        }
    [6] { $gender ->
        [female] prompte
       *[other] prompt
        } à relever la moindre sottise d’un mot qui restait
    [7] l’œil toujours sur la corbeille et sur les mains de ses voisins
    [8] la lorgnette à la main, jugeant chaque donne comme le parterre juge une pièce nouvelle
    [9] { $gender ->
        [female] réputée
       *[other] réputé
        } pour avoir fait taire un avocat d’une réplique
    [10] qui tenait registre, disait-on, des dettes de jeu de toute la ville
    [11] { $gender ->
        [female] ancienne habituée des salons de Paris, qui en avait rapporté le ton et les griffes
        [male] ancien habitué des salons de Paris, qui en avait rapporté le ton et les griffes
       *[other] qui avait fréquenté les salons de Paris et en avait rapporté le ton et les griffes
        }
    [12] qui tenait la tontine pour un jeu de dupes, et n’y jouait que pour le prouver
    [13] au sourire mince, qui annonçait toujours une remarque désobligeante
    [14] qui reprenait le français de ses voisins entre les donnes, et leurs calculs pendant
    [15] qui avait, disait-on, tenu tête à un représentant en mission, et ne s’en laissait plus conter par personne
    [16] dont les lettres, redoutées de toute la province, se lisaient à haute voix dans les salons
    [17] qui tenait que le hasard est l’excuse des sots, et le disait volontiers à qui perdait
    [18] { $gender ->
        [female] en spencer de velours noir, d’une coupe aussi stricte que ses jugements
        [male] en habit bleu boutonné jusqu’au menton, d’une coupe aussi stricte que ses jugements
       *[other] d’une mise aussi stricte que ses jugements
        }
   *[19] dont un mot suffisait à glacer la conversation la plus animée
    }
narrate-temper-timid = { $variant ->
    [0] qui ne s’était { $gender ->
        [female] assise
       *[other] assis
        } à la table que sur les instances de la compagnie
    [1] { $gender ->
        [female] une jeune personne timide qui levait rarement les yeux de ses cartes
        [male] un jeune homme timide qui levait rarement les yeux de ses cartes
       *[other] une âme timide qui levait rarement les yeux de ses cartes
        }
    [2] qui rougissait chaque fois qu’on poussait la corbeille de son côté
    [3] qui n’avait jamais joué à rien de plus périlleux qu’aux jonchets
    [4] d’une voix si menue qu’il fallait lui faire répéter jusqu’à son bonsoir
    [5] { $gender ->
        [female] à demi cachée derrière son écran à main, comme derrière un rempart
        [male] le menton enfoui dans sa haute cravate, comme pour s’y dérober tout entier
       *[other] à demi caché derrière ses cartes, comme derrière un rempart
        }
    [6] { $gender ->
        [female] toute confuse chaque fois que le sort la favorisait, et qui en demandait presque pardon à ses voisins
       *[other] tout confus chaque fois que le sort le favorisait, et qui en demandait presque pardon à ses voisins
        }
    [7] { $gender ->
        [female] élevée
       *[other] élevé
        } dans une maison si paisible que le seul bruit des jetons suffisait à l’effaroucher
    [8] { $gender ->
        [female] ses cartes serrées contre son fichu comme un secret de confession
        [male] ses cartes serrées contre son gilet comme un secret de confession
       *[other] ses cartes serrées contre soi comme un secret de confession
        }
    [9] de ces âmes discrètes qui ne parlent qu’après s’être assurées que personne ne les écoute
    [10] qui s’excusait chaque fois qu’il fallait retourner une carte
    [11] qui n’osait réclamer son dû à la corbeille qu’après en avoir été { $gender ->
        [female] priée
       *[other] prié
        }
    [12] { $gender ->
        [female] rentrée d’émigration depuis peu, et qui semblait craindre encore qu’on ne l’y renvoyât
       *[other] rentré d’émigration depuis peu, et qui semblait craindre encore qu’on ne l’y renvoyât
        }
    [13] qui tortillait un coin de son mouchoir à chaque donne
    [14] qui eût préféré le loto, où l’on n’a rien à dire
    [15] { $gender ->
        [female] dans une robe de percale grise choisie tout exprès pour ne point se faire remarquer
        [male] dans un habit gris choisi tout exprès pour ne point se faire remarquer
       *[other] vêtu de gris, tout exprès pour ne point se faire remarquer
        }
    [16] qui répondait d’un sourire à toute question, faute d’oser une réponse
    [17] { $gender ->
        [female] si effacée qu’on oubliait parfois de lui passer les cartes
       *[other] si effacé qu’on oubliait parfois de lui passer les cartes
        }
    [18] qui pâlissait dès qu’une voix s’élevait à la table
   *[19] dont on apprenait les opinions par ses voisins, jamais de sa bouche
    }
narrate-temper-grave = { $variant ->
    [0] qui jouait aux cartes comme d’autres écoutent un sermon
    [1] { $gender ->
        [female] une dame sérieuse, persuadée que la chance n’est qu’un autre nom de la Providence
        [male] un homme sérieux, persuadé que la chance n’est qu’un autre nom de la Providence
       *[other] une personne sérieuse, pour qui la chance n’est qu’un autre nom de la Providence
        }
    [2] qu’on n’avait jamais { $gender ->
        [female] vue
       *[other] vu
        } sourire avant le souper
    [3] qui pesait chaque carte comme si le crédit de l’État en dépendait
    [4] { $gender ->
        [female] en robe de soie feuille-morte taillée à l’ancienne mode, et d’une gravité assortie
        [male] en habit noir taillé à l’ancienne mode, et d’une gravité assortie
       *[other] vêtu de sombre à l’ancienne mode, et d’une gravité assortie
        }
    [5] { $gender ->
        [female] lectrice assidue du Moniteur, dont elle commentait les séances comme on commente l’Écriture
        [male] lecteur assidu du Moniteur, dont il commentait les séances comme on commente l’Écriture
       *[other] qui lisait le Moniteur d’un bout à l’autre et en commentait les séances comme on commente l’Écriture
        }
    [6] pour qui la tontine n’était qu’une leçon sur la vanité des biens de ce monde
    [7] la mine d’un magistrat qui prononce un arrêt chaque fois qu’on retournait une carte
    [8] { $gender ->
        [female] héritière d’un Plutarque annoté de la main paternelle, et qui en citait les Vies à tout propos
        [male] héritier d’un Plutarque annoté de la main paternelle, et qui en citait les Vies à tout propos
       *[other] qui possédait un Plutarque annoté de la main paternelle et en citait les Vies à tout propos
        }
    [9] { $gender ->
        [female] convaincue
       *[other] convaincu
        } qu’un jeu de hasard ne se souffre qu’à la condition de s’y ennuyer dignement
    [10] { $gender ->
        [female] fille d’un ancien conseiller au Parlement, dont elle avait hérité la bibliothèque et les principes
        [male] fils d’un ancien conseiller au Parlement, dont il avait hérité la bibliothèque et les principes
       *[other] issu d’une vieille famille de robe, et fidèle à ses principes
        }
    [11] qui tirait sa montre à chaque donne, comme pour en porter l’heure au procès-verbal
    [12] qui citait le Code civil comme d’autres citent les Pères de l’Église
    [13] dont le silence passait, à la table, pour une forme de réprobation
    [14] dont on citait le dernier éclat de rire comme une date
    [15] { $gender ->
        [female] coiffée d’un bonnet de dentelle noire qu’aucune mode nouvelle n’avait pu lui faire quitter
        [male] poudré à frimas comme avant la Révolution, et fidèle à sa queue nouée d’un ruban noir
       *[other] fidèle à la poudre comme avant la Révolution, quoi qu’en dît la mode
        }
    [16] qui gardait du temps des assignats une défiance invincible envers tout ce qui passe de main en main
    [17] qui ne touchait une carte qu’après avoir prié la compagnie de ne point parler politique
    [18] d’une politesse si compassée qu’elle semblait sortie tout droit de Versailles
   *[19] qui lisait Bossuet pour se délasser
    }
narrate-temper-vain = { $variant ->
    [0] { $gender ->
        [female] qui avait choisi la chaise d’où son nouveau turban se voyait dans la glace
        [male] qui avait choisi la chaise d’où son gilet de soie brodée se voyait dans la glace
       *[other] qui avait choisi la chaise la plus proche de la glace
        }
    [1] qui aimait être { $gender ->
        [female] regardée
       *[other] regardé
        } plus encore que gagner
    [2] { $gender ->
        [female] une beauté de plusieurs saisons, et qui le savait
        [male] un petit-maître à ses propres yeux, et à bien peu d’autres
       *[other] une personne fort attentive aux regards qu’on lui portait
        }
    [3] qui veillait à ce que chacune de ses bonnes cartes fût bien vue
    [4] { $gender ->
        [female] coiffée à la Titus et drapée dans un châle de cachemire qu’elle ne quittait pas même au plus chaud du salon
        [male] coiffé à la Titus, la cravate montée jusqu’aux oreilles et les breloques de ses montres tintant au moindre geste
       *[other] coiffé à la Titus et mis à la dernière mode de Paris
        }
    [5] qui laissait entendre à tout propos que sa toilette venait de Paris, et de la meilleure maison
    [6] { $gender ->
        [female] sûre d’avoir le plus joli pied du département, et qui le montrait volontiers
        [male] sûr d’avoir la plus belle jambe du département, et qui ne la cachait guère
       *[other] sûr d’être ce qu’il y avait de plus élégant dans tout le département
        }
    [7] agitant sans cesse la main, afin que nul n’ignorât le camée qui brillait à son doigt
    [8] { $gender ->
        [female] fière
       *[other] fier
        } d’une miniature qu’Isabey, à l’entendre, avait peinte tout exprès, et que chacun était prié d’admirer
    [9] dont chaque geste semblait attendre un peintre
    [10] qui ne parlait que de sa loge au théâtre, et de ceux qui venaient l’y saluer
    [11] { $gender ->
        [female] parée d’une tunique à la grecque si légère qu’on en frissonnait pour elle
        [male] en bottes à revers si bien cirées qu’il s’y mirait entre les donnes
       *[other] mis à l’antique, avec une affectation qu’on remarquait d’emblée
        }
    [12] qui se flattait d’avoir été { $gender ->
        [female] reçue
       *[other] reçu
        } chez Madame Récamier, et le rappelait à chaque donne
    [13] qui parlait de sa voiture neuve comme d’autres parlent de leurs enfants
    [14] qui faisait voir à tout propos un cachet à ses armes, toutes neuves
    [15] qui tenait pour perdu tout compliment qu’on ne lui adressait pas
    [16] { $gender ->
        [female] qui maniait un éventail de nacre acheté au Palais-Royal, et qu’on ne pouvait manquer de voir
        [male] qui maniait une canne à pommeau d’or achetée au Palais-Royal, et qu’on ne pouvait manquer de voir
       *[other] qui maniait un éventail de nacre acheté au Palais-Royal, et qu’on ne pouvait manquer de voir
        }
    [17] qui répétait ses propres mots d’esprit, de peur qu’on ne les eût pas entendus
    [18] qui ne perdait pas une occasion de tourner vers les bougies son meilleur profil
   *[19] { $gender ->
        [female] qui se comparait modestement à Aspasie, et moins modestement à Madame de Staël
       *[other] qui se comparait modestement à Alcibiade, et moins modestement au vainqueur de Rivoli
        }
    }
    .presumes = { $variant ->
        [0] chosen-seats
       *[other] nothing
    }
narrate-temper-easy = { $variant ->
    [0] qui se contentait de gagner, et presque autant de perdre
    [1] { $gender ->
        [female] une bonne dame accommodante que rien, au jeu, ne pouvait fâcher
        [male] un bon vivant accommodant que rien, au jeu, ne pouvait fâcher
       *[other] une bonne âme que rien, au jeu, ne pouvait fâcher
        }
    [2] qui goûtait la compagnie bien plus que le jeu, et le souper plus encore
    [3] qui avait apporté sa bonne humeur à la table et comptait bien la garder
    [4] d’humeur si égale que ni la perte ni le gain ne lui faisaient hausser le sourcil
    [5] toujours { $gender ->
        [female] disposée
       *[other] disposé
        } à céder sa place au coin du feu, sa voiture ou ses jetons
    [6] qui tenait pour maxime qu’il vaut mieux perdre gaiement que gagner de mauvaise grâce
    [7] { $gender ->
        [female] la bonbonnière toujours ouverte à ses voisins
        [male] la tabatière toujours ouverte à ses voisins
       *[other] la bonbonnière toujours offerte à la ronde
        }
    [8] à qui l’on pouvait gagner tous ses jetons sans lui gâter sa soirée
    [9] de si bonne composition qu’on l’asseyait d’ordinaire entre les convives les plus épineux
    [10] qui se faisait expliquer les règles de bonne grâce, et les oubliait de même
    [11] qui avait traversé la Révolution sans se brouiller avec personne, ce qui n’était pas un mince exploit
    [12] qui faisait volontiers un petit somme entre les donnes, et se réveillait toujours en souriant
    [13] pour qui une partie n’était qu’une façon aimable de retarder l’heure du coucher
    [14] { $gender ->
        [female] en simple robe de percale et bonnet de linon, sans le moindre souci de la mode
        [male] en vieille redingote commode, sans le moindre souci de la mode
       *[other] mis sans le moindre souci de la mode, et fort à son aise
        }
    [15] qui donnait raison à tout le monde, pourvu qu’on jouât en paix
    [16] qui jouait comme on pêche à la ligne, sans impatience et sans trop compter sur la prise
    [17] qu’on prenait volontiers pour arbitre des différends, tant son humeur était sûre
    [18] qui trouvait à chaque carte, bonne ou mauvaise, quelque chose d’aimable à dire
   *[19] { $gender ->
        [female] fille d’un bon notaire de campagne, dont elle tenait l’art de ne s’étonner de rien
        [male] fils d’un bon notaire de campagne, dont il tenait l’art de ne s’étonner de rien
       *[other] qui tenait d’un bon notaire de campagne l’art de ne s’étonner de rien
        }
    }

narrate-meet = { $variant ->
    [0] Parmi eux se trouvait { $name }, { $temper-text }.
    [1] Près du feu, on trouvait { $name }, { $temper-text }.
    [2] En face se tenait { $name }, { $temper-text }.
    [3] { $name }, { $temper-text }, était aussi de la partie.
    [4] Auprès des bougies, on voyait { $name }, { $temper-text }.
    [5] Venait ensuite { $name }, { $temper-text }.
    [6] À l’autre bout de la table se trouvait { $name }, { $temper-text }.
    [7] Personne ne s’étonna de voir arriver { $name }, { $temper-text }.
    [8] La chaise près de la fenêtre était échue { $a-name }, { $temper-text }.
    [9] Enfin il y avait { $name }, { $temper-text }.
    [10] On remarquait { $name }, { $temper-text }.
    [11] Au coin de la cheminée, on reconnaissait { $name }, { $temper-text }.
    [12] À la table avait pris place { $name }, { $temper-text }.
    [13] Il y avait là { $name }, { $temper-text }.
    [14] On avait eu soin d’inviter { $name }, { $temper-text }.
    [15] Chacun connaissait { $name }, { $temper-text }.
    [16] On attendait surtout { $name }, { $temper-text }.
    [17] Arriva bientôt { $name }, { $temper-text }.
    [18] On fit fête { $a-name }, { $temper-text }.
   *[19] Il fallait compter avec { $name }, { $temper-text }.
    }
    .presumes = { $variant ->
        [0] after
        [2] after
        [3] after
        [5] after
        [6] long-table after
        [8] drawn-seats
        [9] after
        [17] after
       *[other] nothing
    }

narrate-bond-rivals = { $variant ->
    [0] Entre { $name } et { $other-name }, il y avait du froid depuis un certain bal, et { $gender ->
        [female] { $other-gender ->
            [female] ni l’une ni l’autre
           *[other] ni l’un ni l’autre
            }
       *[other] ni l’un ni l’autre
        } n’entendait céder un pouce.
    [1] Depuis des années, { $name } et { $other-name } se disputaient tout, au jeu, { $gender ->
        [female] { $other-gender ->
            [female] à la harpe et en matière de chapeaux
           *[other] au whist et en matière de cavaliers
            }
        [male] { $other-gender ->
            [male] au whist, aux courses et en matière de chevaux
           *[other] au whist et en matière de cavaliers
            }
       *[other] au whist et en matière de cavaliers
        }.
    [2] Chacun savait que { $name } aimait mieux perdre contre n’importe qui que contre { $other-name }.
    [3] { $name } avait pris exprès la chaise en face { $other-de-name }, pour mieux surveiller { $other-gender ->
        [female] son ennemie
       *[other] son ennemi
        }.
    [4] On ne mettait jamais { $name } et { $other-name } à la même table sans s’en repentir, et l’on venait de le faire.
    [5] { $name } ne pardonnait pas { $other-a-name } un certain mot prononcé au dernier bal.
    [6] Une vieille querelle de préséance séparait { $name } et { $other-name }, et la tontine ne l’apaiserait pas.
    [7] { $name } ne regardait { $other-name } qu’avec une politesse glacée, qu’on lui rendait bien.
    [8] On parlait encore en ville d’un souper où { $name } et { $other-name } s’étaient disputé le dernier mot jusqu’au dessert.
    [9] { $other-name } n’avait qu’à gagner une donne pour que { $name } en perdît le sommeil.
    [10] La table s’attendait à des étincelles, car { $name } et { $other-name } ne s’adressaient plus la parole que par nécessité.
    [11] Pour peu que { $other-name } eût la main heureuse, { $name } en ferait une affaire d’honneur.
    [12] Un procès de mur mitoyen, pendant depuis des années, brouillait { $name } avec { $other-name }.
    [13] { $name } avait juré de ne jamais céder le pas { $other-a-name }, fût-ce à la tontine.
    [14] Chaque fois que { $other-name } riait, { $name } trouvait la plaisanterie détestable.
    [15] { $name } et { $other-name } s’étaient disputé le même banc à l’église, et la querelle, ce soir, passait au tapis vert.
    [16] Aux yeux { $other-de-name }, { $name } n’avait jamais rien fait de bien, et la réciproque était vraie.
   *[17] { $name } comptait bien, ce soir, faire payer { $other-a-name } quelques anciennes impertinences.
    }
    .presumes = { $variant ->
        [3] chosen-seats apart
       *[other] nothing
    }
narrate-bond-courtship = { $variant ->
    [0] { $name } avait trouvé moyen de s’asseoir à côté { $other-de-name }, et tout le salon l’avait remarqué.
    [1] On murmurait qu’il serait question de mariage entre { $name } et { $other-name } avant longtemps, si le courage ne manquait pas.
    [2] Ce soir-là, { $name } n’avait d’yeux pour aucune carte autant que pour { $other-name }.
    [3] Chacun savait que { $name } et { $other-name } avaient dansé ensemble plus souvent qu’à leur tour au dernier bal, et chacun observait.
    [4] On avait placé { $name } près { $other-de-name }, et personne ne croyait que ce fût par hasard.
    [5] Depuis le dernier bal, { $name } cherchait toutes les occasions de parler { $other-a-name }, et la soirée n’en manquait pas.
    [6] Les mères de la ville comptaient les contredanses que { $name } avait accordées { $other-a-name }.
    [7] Tout le monde avait compris que { $name } ne jouait ce soir que pour plaire { $other-a-name }.
    [8] On prêtait { $a-name } des vues sur { $other-name }, et la soirée devait, disait-on, en décider.
    [9] Une tante, au bout de la table, surveillait avec intérêt les regards que { $name } adressait { $other-a-name }.
    [10] Un billet, glissé le matin même, avait fait rougir { $other-name }, et l’on soupçonnait fort { $name } d’en être l’auteur.
   *[11] { $name } avait demandé la permission d’écrire à la famille { $other-de-name }, et l’on attendait la réponse.
    }
    .presumes = { $variant ->
        [0] chosen-seats beside
        [4] chosen-seats
        [9] long-table
       *[other] nothing
    }
narrate-bond-siblings = { $variant ->
    [0] { $name } et { $other-name } étaient du même sang, et se querellaient comme on se querelle en famille.
    [1] De la même famille, { $name } et { $other-name } se surveillaient d’un bout de la table à l’autre.
    [2] { $gender ->
        [female] { $other-gender ->
            [female] Élevées
           *[other] Élevés
            }
       *[other] Élevés
        } ensemble, { $name } et { $other-name } ne pouvaient s’asseoir à la même table sans se disputer.
    [3] { $name } avait promis à la famille de ramener { $other-name } sans encombre.
    [4] { $name } et { $other-name }, qui étaient { $gender ->
        [female] { $other-gender ->
            [female] parentes
           *[other] parents
            }
       *[other] parents
        }, se disputaient déjà la meilleure chaise.
    [5] Le même sang coulait chez { $name } et chez { $other-name }, et la même obstination aussi.
    [6] { $name } n’avait jamais pardonné { $other-a-name } d’avoir été l’enfant { $other-gender ->
        [female] préférée
       *[other] préféré
        } de la famille.
    [7] La succession d’un oncle, réglée depuis peu, avait laissé entre { $name } et { $other-name } plus d’aigreur que d’écus.
    [8] { $name } et { $other-name } avaient eu la même nourrice, les mêmes leçons et les mêmes punitions, et s’en souvenaient à chaque donne.
    [9] Le même nez de famille se penchait, des deux côtés de la table, sur les mêmes calculs, chez { $name } comme chez { $other-name }.
    [10] En famille, on appelait { $name } et { $other-name } les inséparables, par antiphrase.
   *[11] { $name } surveillait { $other-name } avec cette sévérité qu’on ne réserve qu’aux siens.
    }
    .presumes = { $variant ->
        [1] long-table
        [4] chosen-seats
       *[other] nothing
    }
narrate-bond-cousins = { $variant ->
    [0] { $name } et { $other-name } étaient { $gender ->
        [female] { $other-gender ->
            [female] cousines germaines
           *[other] cousins germains
            }
       *[other] cousins germains
        } par leurs mères, et ne se passaient rien, ce soir moins que jamais.
    [1] { $gender ->
        [female] { $other-gender ->
            [female] Élevées
           *[other] Élevés
            }
       *[other] Élevés
        } sous le même toit par une même tante, { $name } et { $other-name } connaissaient trop bien leurs ruses pour se laisser prendre à aucune.
    [2] Depuis un mariage qui avait uni leurs deux familles, { $name } et { $other-name } se traitaient en parents, c’est-à-dire, ce soir-là, sans le moindre ménagement.
    [3] { $name } et { $other-name }, { $gender ->
        [female] { $other-gender ->
            [female] cousines
           *[other] cousins
            }
       *[other] cousins
        } à la mode de Bretagne, ne se souvenaient de leur parenté que lorsqu’elle pouvait servir, et ce soir elle ne servait à rien.
    [4] La même grand-mère avait gâté { $name } et { $other-name } ; on voyait, à la façon dont chacun guettait la corbeille, qu’elle y avait réussi.
    [5] { $gender ->
        [female] { $other-gender ->
            [female] Cousines
           *[other] Cousins
            }
       *[other] Cousins
        } par alliance, { $name } et { $other-name } s’étaient promis de ne point se ruiner mutuellement, promesse que la tontine rendait bien difficile à tenir.
    [6] On rappelait volontiers que { $name } et { $other-name } avaient appris le loto sur les genoux de la même tante ; ce soir, la tante eût rougi de leurs regards.
    [7] Le cousinage qui unissait { $name } et { $other-name } était de ceux qu’on invoque pour s’asseoir côte à côte, et qu’on oublie dès que les cartes sont retournées.
    [8] { $name } et { $other-name } se disputaient depuis l’enfance l’héritage d’une vieille tante qui n’était pas encore morte.
    [9] Entre { $name } et { $other-name }, le cousinage se mesurait aux visites du jour de l’an, et ce soir au nombre des jetons.
    [10] { $name } et { $other-name } tenaient, par leurs mères, au même nom de famille, et en tiraient des prétentions contraires.
   *[11] { $name } et { $other-name } représentaient ce soir la branche aînée et la branche cadette d’une même famille, et chaque branche avait ses griefs.
    }
    .presumes = { $variant ->
        [7] chosen-seats beside
       *[other] nothing
    }
narrate-bond-chaperone = { $variant ->
    [0] { $name } avait la garde { $other-de-name } pour la saison, et surveillait chaque carte comme un prétendant.
    [1] { $other-name } était { $other-gender ->
        [female] venue
       *[other] venu
        } avec { $name }, qui avait promis à une mère restée en province qu’on ne jouerait pas gros jeu.
    [2] { $name } se tenait au coude { $other-de-name }, comme il sied à un chaperon, et désapprouvait déjà le jeu.
    [3] C’était le devoir { $de-name } de ramener { $other-name } de bonne heure, et ce devoir ne serait pas négligé.
    [4] { $name } avait juré de trouver un bon parti { $other-a-name } avant la fin de la saison, et jaugeait à cette aune chaque joueur de la table.
    [5] Aucune carte n’arrivait { $other-a-name }, sans que { $name } en eût d’abord mesuré le péril.
    [6] { $name } répondait { $other-de-name } devant toute une famille, et ne { $other-gender ->
        [female] la
       *[other] le
        } quittait pas des yeux.
    [7] { $name } n’avait permis le jeu { $other-a-name } qu’à la condition expresse qu’on ne s’y échauffât point.
    [8] { $name } avait promis de laisser { $other-name } jouer à sa guise, et corrigeait pourtant chacun de ses gestes d’un froncement de sourcils.
    [9] { $other-name } faisait ses débuts dans le monde sous la protection { $de-name }, qui n’en dormait plus depuis une semaine.
    [10] Un compte exact de la soirée { $other-de-name } serait rendu le lendemain à sa famille, et { $name } en prenait déjà note.
   *[11] { $name } tenait { $other-name } pour { $other-gender ->
        [female] trop jeune et trop confiante
       *[other] trop jeune et trop confiant
        } pour un jeu de hasard, et ne le cachait à personne.
    }
    .presumes = { $variant ->
        [2] chosen-seats
       *[other] nothing
    }
narrate-bond-debt = { $variant ->
    [0] { $name } devait { $other-a-name } une somme dont { $gender ->
        [female] { $other-gender ->
            [female] ni l’une ni l’autre
           *[other] ni l’un ni l’autre
            }
       *[other] ni l’un ni l’autre
        } ne parlait, et que personne n’oubliait pour autant.
    [1] { $name } devait encore { $other-a-name } une petite dette de jeu, contractée au piquet le mois précédent et jamais réglée depuis.
    [2] { $name } avait emprunté { $other-a-name } quelques mois plus tôt, et se montrait depuis d’une grande politesse.
    [3] { $other-name } détenait un billet { $de-name }, et on l’avait entendu le dire.
    [4] Une lettre de change, signée { $de-name } et gardée par { $other-name }, pesait sur la soirée plus qu’on ne le disait.
    [5] { $name } n’avait pas encore rendu { $other-a-name } l’argent prêté pour le dernier bal masqué, et la chose n’était oubliée de personne.
    [6] { $name } devait { $other-a-name } une somme prêtée au temps des assignats, et l’on n’était pas d’accord sur ce qu’elle valait en bon argent.
    [7] Chaque fois que { $other-name } jetait un regard sur la corbeille, { $name } croyait lire dans ce regard un rappel de l’échéance.
    [8] { $name } devait encore { $other-a-name } le prix d’un remplaçant à la conscription.
    [9] La maison { $de-name } était grevée d’une hypothèque, et c’était { $other-name } qui la tenait.
    [10] { $other-name } avait racheté à bas prix les créances qu’on avait sur { $name }, et s’en trouvait maître de bien des choses.
   *[11] { $name } et { $other-name } évitaient soigneusement de parler d’argent, ce qui, entre débiteur et créancier, en dit toujours long.
    }
    .presumes = nothing

narrate-stake-debt = { $variant ->
    [0] { $name } avait des raisons particulières de vouloir gagner, des raisons qui tenaient à une note de marchande de modes.
    [1] Personne à la table n’était censé savoir que { $name } n’avait guère les moyens de perdre.
    [2] Un gain réglerait un petit compte qui tourmentait { $name } depuis des semaines.
    [3] Le terme du loyer était dû à la fin de la semaine, et { $name } regardait la corbeille avec un intérêt que le jeu seul n’expliquait pas.
    [4] Un mémoire de fournisseur, présenté de nouveau le matin même, attendait { $name } sur son secrétaire, et la corbeille pouvait seule l’acquitter sans bruit.
    [5] { $name } avait des créanciers moins patients que la compagnie, et le gain de la corbeille aurait trouvé preneur dès le lendemain.
    [6] Depuis la réduction des rentes, { $name } vivait d’expédients, et comptait ce soir sur la corbeille pour boucher quelque trou.
    [7] { $name } avait joué la veille plus qu’il n’était raisonnable, et espérait que la corbeille réparerait l’imprudence.
    [8] { $name } avait laissé sa montre au mont-de-piété, et la corbeille seule pouvait l’en tirer avant le terme.
    [9] Les gages des domestiques étaient en retard de plusieurs mois, et { $name } ne l’oubliait pas un instant.
    [10] { $name } avait acheté à crédit une voiture au-dessus de ses moyens, et le carrossier commençait à s’impatienter.
   *[11] Sur la foi d’une fortune qu’on lui supposait, { $name } avait emprunté un peu partout, et le bruit commençait à s’en répandre.
    }
narrate-stake-pride = { $variant ->
    [0] { $name } avait assuré au dîner ne jamais perdre aux jeux de société, et devait maintenant le prouver.
    [1] Pour { $name }, les jetons n’étaient rien ; c’était de gagner qui importait.
    [2] { $name } avait perdu à toutes les tables de la ville depuis des semaines, et s’était juré que cela finirait.
    [3] { $name } avait déclaré la veille que la fortune savait reconnaître les gens d’esprit, et la compagnie ne l’avait pas oublié.
    [4] Perdre devant toute la ville assemblée eût été, pour { $name }, pire que de perdre une fortune.
    [5] { $name } tenait à montrer qu’on gagne à la tontine comme on gagne une bataille, par le seul ascendant du caractère.
    [6] On avait raillé { $name } de sa déveine au dernier loto, et l’affront demandait réparation.
    [7] { $name } avait soutenu devant toute la ville qu’il y a une manière de jouer aux jeux de hasard, et comptait bien en faire la démonstration.
    [8] On rapporterait le lendemain l’issue de la partie dans un certain salon dont { $name } briguait l’estime.
    [9] À entendre { $name }, la fortune n’avait jamais osé lui tenir rigueur bien longtemps, et la soirée devait le confirmer.
    [10] { $name } avait déclaré au souper qu’à la tontine les habiles survivent et les sots meurent, et se devait maintenant de survivre.
   *[11] { $name } souffrait qu’on lui prêtât une réputation de malchance, et voulait la démentir ce soir même.
    }
narrate-stake-gift = { $variant ->
    [0] { $name } avait dit en riant que le contenu de la corbeille servirait à acheter un présent pour quelqu’un de la table.
    [1] Le gain, s’il y en avait, { $name } le destinait au tronc des pauvres de la paroisse.
    [2] { $name } avait jeté son dévolu, pour une personne qui ne s’en doutait pas, sur une paire de gants vue à l’étalage d’une certaine boutique, et comptait sur la corbeille pour les payer.
    [3] { $name } avait promis un présent à un filleul pour sa fête, et la corbeille devait y pourvoir.
    [4] Le gain, avait annoncé { $name }, irait aux enfants trouvés de l’hospice, et l’on s’était récrié sur une si belle pensée.
    [5] { $name } rêvait d’offrir un cachemire à une personne chère, et n’attendait plus que la corbeille pour en faire l’emplette.
    [6] On mariait bientôt une nièce { $de-name }, et le présent de noces dépendait pour beaucoup de la corbeille.
    [7] { $name } avait promis de doter, sur le gain, une jeune fille pauvre du quartier qui devait se marier bientôt.
    [8] Le gain { $de-name } irait, si la fortune le voulait, à un vieux serviteur de la famille tombé dans la gêne.
    [9] { $name } comptait, avec la corbeille, racheter pour une amie un bijou de famille vendu pendant la Révolution.
    [10] { $name } avait annoncé que la corbeille, si elle venait, paierait le voyage aux eaux d’une parente souffrante.
   *[11] En secret, { $name } destinait le gain à l’achat d’un piano-forte pour une jeune parente qui en rêvait.
    }
narrate-stake-wager = { $variant ->
    [0] { $name } avait fait sur l’issue un pari secret avec quelqu’un qui n’était pas à la table.
    [1] On disait qu’au cercle, un pari avait été inscrit sur la chance { $de-name } ce soir-là.
    [2] { $name } avait parié une paire de bas de soie contre une livre de tabac que la corbeille viendrait de son côté.
    [3] Un dîner chez le meilleur traiteur de la ville dépendait, pour { $name }, d’un pari conclu à voix basse avant la partie.
    [4] { $name } avait tenu contre un officier de la garnison un pari dont l’enjeu restait secret.
    [5] On avait gagé, dans un autre salon de la ville, que { $name } ne sortirait pas de la soirée les mains vides.
    [6] { $name } avait engagé sur la partie une gageure imprudente, et l’on disait l’enjeu considérable.
    [7] Avant la partie, { $name } avait gagé contre un voisin de campagne un panier de vin de Champagne sur l’issue de la soirée.
    [8] { $name } avait parié sa jument contre une montre de Breguet que la corbeille viendrait de son côté.
    [9] Un billet cacheté, déposé chez un tiers, contenait le pari que { $name } avait fait sur la soirée.
    [10] Au sortir d’un souper trop gai, { $name } avait tenu un pari que ses amis ne lui laisseraient pas oublier.
   *[11] Un pari engagé au café, devant témoins, liait { $name } à l’issue de la partie.
    }
narrate-stake-habit = { $variant ->
    [0] { $name } jouait parce qu’on avait toujours joué, et n’aurait su que faire ailleurs.
    [1] { $name } n’avait jamais manqué une soirée de cartes, et ne comptait pas commencer.
    [2] Pour { $name }, une soirée sans cartes était une soirée perdue.
    [3] La table de jeu était pour { $name } ce que la messe est aux dévots : on y venait par fidélité plus que par goût.
    [4] { $name } avait joué sous le Roi, joué sous la Convention, et comptait bien jouer sous tous les régimes à venir.
    [5] Le gain importait peu { $a-name } : c’était le bruit des jetons, le soir, qui lui tenait lieu de compagnie.
    [6] { $name } avait sa chaise, son côté de la table et ses petites manies, et n’y eût rien changé pour un empire.
    [7] Depuis des années, { $name } ne se couchait jamais sans avoir tenu les cartes, fût-ce une heure.
    [8] Il fallait { $a-name } sa partie du soir comme il faut à d’autres leur tisane.
    [9] { $name } avait appris les cartes au berceau, disait-on, et n’avait jamais cessé depuis.
    [10] Whist, boston ou tontine, tout était bon pour { $name }, pourvu qu’on jouât à l’heure accoutumée.
   *[11] On eût réglé les pendules de la ville sur { $name } : chaque soir, à la même heure, { $name } réclamait les cartes.
    }
    .presumes = { $variant ->
        [6] chosen-seats
       *[other] nothing
    }

narrate-others = { $variant ->
    [0] Le reste de la table se composait de { $names }.
    [1] { $names } occupaient les autres chaises.
    [2] Avec eux étaient assis { $names }.
    [3] Autour du reste de la table, on voyait { $names }.
    [4] { $names } complétaient la compagnie.
    [5] Il y avait encore { $names }.
    [6] Les dernières chaises étaient pour { $names }.
    [7] La partie réunissait en outre { $names }.
    [8] Il ne faut pas oublier { $names }.
   *[9] Se joignirent à eux { $names }.
    }
    .presumes = { $variant ->
        [2] after
        [5] after
        [9] after
       *[other] nothing
    }
narrate-crowd = { $variant ->
    [0] La moitié du voisinage occupait les autres chaises, et l’on en fit venir d’autres de la salle à manger.
    [1] Il vint tant de monde qu’il fallut rallonger la table d’une seconde, et il en venait encore.
    [2] Le reste de la compagnie ne se comptait plus, car on avait apporté toutes les chaises de la maison.
    [3] Il y avait en outre une foule de voisins, coude à coude autour de tables mises bout à bout.
    [4] Le reste de la compagnie était trop nombreux pour qu’on en fît ici le dénombrement.
    [5] On avait dû emprunter des chaises aux voisins, et des voisins pour les remplir.
    [6] Le salon était si plein que les derniers arrivés jouaient presque dans l’antichambre.
    [7] Pour le reste, c’était tout ce que la ville comptait de joueurs, de bavards et de curieux.
    [8] Quant aux autres, on renonça bientôt à retenir leurs noms.
   *[9] Il y avait encore tant de monde qu’on ne savait plus où poser les bougies.
    }
    .presumes = { $variant ->
        [0] many
        [1] many long-table
        [2] many
        [3] many long-table
        [5] many
        [6] many
        [7] many
        [9] many
       *[other] nothing
    }

narrate-rules-house = { $variant ->
    [0] { $name } expliqua la table des cartes propre à la maison, que chacun fit semblant de comprendre.
   *[1] { $name } lut les cartes et ce que chacune devait faire, sur un papier épinglé près du chandelier.
    }

narrate-ask = { $variant ->
    [0] « Et quand on est mort, faut-il rester à regarder tout le reste de la soirée ? » { $said-text }.
    [1] « Mais que devient la corbeille à la fin ? » { $said-text }.
    [2] « Et personne ne peut perdre plus que les jetons qu’il a devant soi ? » { $said-text }.
    [3] « N’y a-t-il vraiment aucune adresse là-dedans ? » { $said-text }.
    [4] « Et qui donne après le premier ? » { $said-text }.
    [5] « Et cela peut-il durer toute la nuit ? » { $said-text }.
    [6] « Et un mort, lui donne-t-on encore sa carte ? » { $said-text }.
    [7] « Et si les derniers tombent tous dans la même donne ? » { $said-text }.
    [8] « Combien faut-il être pour que le jeu vaille quelque chose ? » { $said-text }.
    [9] « Et les couleurs, y regarde-t-on ? » { $said-text }.
    [10] « Et un mort peut-il encore gagner ? » { $said-text }.
    [11] « Peut-on refuser la carte qu’on vous donne ? » { $said-text }.
    [12] « Et si la corbeille n’a pas de quoi payer ce que la carte promet ? » { $said-text }.
    [13] « Le donneur a-t-il quelque avantage ? » { $said-text }.
    [14] « Faut-il savoir compter pour jouer ? » { $said-text }.
   *[15] « Et la corbeille, qui la garde pendant ce temps ? » { $said-text }.
    }
narrate-answer = { $variant ->
    [0] « On regarde, et l’on espère que le voisin retournera un as », { $said-text }.
    [1] « Le dernier vivant prend tout », { $said-text }.
    [2] « Pas un liard de plus ; c’est tout l’agrément de la chose », { $said-text }.
    [3] « Aucune, et ainsi personne n’a honte de perdre », { $said-text }.
    [4] « La donne passe à droite, au premier qui a encore des jetons, et chacun a son tour », { $said-text }.
    [5] « Cela se peut bien : on joue tant que plus d’un joueur a des jetons, et comme les morts reviennent, nul ne sait quand on finira », { $said-text }.
    [6] « Non pas : un mort ne reçoit plus de carte et ne donne plus ; il garde seulement sa chaise, et compte toujours comme voisin », { $said-text }.
    [7] « Alors la corbeille va au dernier tombé, dans l’ordre de la donne », { $said-text }.
    [8] « Plus on est nombreux, plus le jeu est intéressant ; on n’est jamais trop », { $said-text }.
    [9] « Jamais : un roi de pique vaut un roi de cœur, et un as vaut un as », { $said-text }.
    [10] « Oui, si un voisin le rappelle au jeu ; tant qu’on a sa chaise, on a son espérance », { $said-text }.
    [11] « Non : on la retourne, et l’on fait ce qu’elle dit », { $said-text }.
    [12] « Elle donne ce qu’elle a, et l’on s’en contente », { $said-text }.
    [13] « Aucun, sinon l’honneur de battre les cartes », { $said-text }.
    [14] « Il suffit de savoir retourner une carte ; elle vous dit le reste », { $said-text }.
   *[15] « Personne : elle reste au milieu de la table, sous les yeux de tous », { $said-text }.
    }

narrate-ante-in = { $variant ->
    [0] Les mises allèrent dans la corbeille, au milieu de la table.
    [1] Chacun paya sa mise, et la corbeille fut prête.
    [2] Avant qu’on eût retourné une carte, chaque main avait mis son écot dans la corbeille.
    [3] La corbeille reçut ses premiers jetons de chaque joueur à son tour.
    [4] On paya la mise à la ronde, non sans rire beaucoup de ceux qui l’avaient oubliée.
    [5] Chacun mit sa mise dans la corbeille, et l’on put commencer.
    [6] La mise fit le tour de la table.
    [7] On commença, comme le veut l’usage, par garnir la corbeille.
    [8] Un à un, les jetons de la mise tombèrent dans la corbeille.
    [9] Il fallut d’abord payer la mise ; chacun s’en acquitta.
    [10] La corbeille, vide un instant plus tôt, reçut la mise de toute la compagnie.
    [11] Avant la première carte, chacun paya son dû à la corbeille.
    [12] Chaque joueur fit glisser sa mise vers le milieu de la table, où l’attendait la corbeille.
    [13] Le bruit des jetons tombant dans la corbeille annonça que la partie allait commencer.
    [14] Nul ne se fit prier pour la mise, et la corbeille se garnit en un instant.
    [15] De main en main, la corbeille fit le tour de la table, et chacun y laissa sa mise.
   *[16] Quand tous eurent donné leur part, la corbeille, bien garnie, attendit la première carte.
    }

narrate-begin = { $variant ->
    [0] Puis { $name } prit le jeu, et la partie commença.
    [1] La donne échut { $a-name }, qui battit les cartes avec éclat.
    [2] { $name } eut la première donne, et les cartes firent le tour.
    [3] Ce fut { $name } qui donna { $gender ->
        [female] la première
       *[other] le premier
        }, une carte retournée devant chacun.
   *[4] Ainsi { $name } fit couper, battit et commença.
    }

## Les cartes d’une scène

narrate-s-fall-box = { $variant ->
    [0] { $name } retourna { $card-text } et mit dans la corbeille { $paid ->
        [one] son dernier jeton
       *[other] ses derniers jetons
        }.
    [1] { $card-text } échut { $a-name }, et avec cette carte s’en alla { $paid ->
        [one] le dernier jeton
       *[other] tout ce qui restait
        }.
    [2] Ce fut { $card-text } qui ruina { $name } : { $paid ->
        [one] le dernier jeton
       *[other] le peu qui restait
        } passa dans la corbeille.
    [3] { $name } regarda un instant { $card-text } avant de payer ce qui restait.
    [4] { $card-text } emporta dans la corbeille les derniers jetons { $de-name }.
    [5] Pour { $name }, ce fut { $card-text }, et plus rien ensuite pour payer.
    [6] { $card-text } coûta { $a-name } { $paid ->
        [one] son unique jeton
       *[other] tout ce qui lui restait
        }, et la corbeille l’engloutit.
    [7] La corbeille reçut, sur { $card-text }, { $paid ->
        [one] le dernier jeton
       *[other] les derniers jetons
        } { $de-name }.
    [8] { $name } n’avait plus guère de quoi payer { $card-text }, et paya pourtant jusqu’au bout.
    [9] Avec { $card-text }, le petit tas { $de-name } s’en alla tout entier au milieu de la table.
    [10] { $card-text } acheva de vider la place { $de-name } sur le tapis.
    [11] Puis vint { $card-text } pour { $name }, et la corbeille eut le reste.
    [12] Contre { $card-text }, il n’y avait rien à faire : { $name } paya, et ce fut fini.
    [13] Une seule carte, { $card-text }, suffit à achever { $name }.
    [14] On vit { $name } retourner { $card-text }, puis compter ce qui restait, et tout remettre à la corbeille.
    [15] Adieu { $paid ->
        [one] le dernier jeton { $de-name } : { $card-text } le mena
       *[other] les derniers jetons { $de-name } : { $card-text } les mena
        } droit dans la corbeille.
    [16] Tout ce que possédait encore { $name } tenait dans le creux de la main, et { $card-text } le fit passer dans la corbeille.
    [17] Au milieu de la table, la corbeille s’enrichit { $paid ->
        [one] du dernier jeton
       *[other] des derniers jetons
        } { $de-name } ; ainsi le voulait { $card-text }.
    [18] D’une main qui ne tremblait pas, { $name } versa dans la corbeille ce que réclamait { $card-text }, et ce fut tout ce qui restait.
    [19] Quand parut { $card-text }, { $name } n’eut plus qu’à vider sa place dans la corbeille.
    [20] C’en fut fait { $de-name } : { $card-text } ne laissa { $paid ->
        [one] pas même l’unique jeton
       *[other] rien du petit reste
        } qui demeurait sur le tapis.
    [21] Restait devant { $name } { $paid ->
        [one] un seul jeton
       *[other] un maigre reste
        } ; { $card-text } l’envoya dans la corbeille, et il n’y eut plus rien.
    [22] Il suffit { $a-name } de retourner { $card-text } pour voir partir dans la corbeille { $paid ->
        [one] son dernier jeton
       *[other] ses derniers jetons
        }.
    [23] Ce dernier paiement, { $name } le fit sans un mot : { $card-text } emportait tout.
    [24] La fortune se détourna { $de-name } : sur { $card-text }, la corbeille prit { $paid ->
        [one] l’unique jeton qui restait
       *[other] tout ce qui restait
        }.
    [25] Sans rien dire, { $name } poussa vers la corbeille { $paid ->
        [one] son dernier jeton
       *[other] ses derniers jetons
        } : { $card-text } ne pardonnait pas.
    [26] Le sort n’eut point pitié { $de-name } : { $card-text } réclama son dû, et la place resta vide.
    [27] Vint le tour { $de-name } ; { $card-text } parut, et la place se vida au profit de la corbeille.
    [28] Pour la dernière fois de la soirée, peut-être, { $name } paya la corbeille : { $card-text } lui prit tout.
    [29] Ni soupirs ni prières n’y firent rien : pour { $card-text }, { $name } dut verser dans la corbeille { $paid ->
        [one] le jeton qui lui restait
       *[other] les jetons qui lui restaient
        }.
    [30] { $name } tenta de sourire en retournant { $card-text }, mais la corbeille prit { $paid ->
        [one] le dernier jeton
       *[other] les derniers jetons
        }.
    [31] { $name } vit paraître { $card-text } et comprit que c’en était fait.
    [32] { $name } perdit sur { $card-text } { $paid ->
        [one] son dernier jeton, qui alla
       *[other] ses derniers jetons, qui allèrent
        } grossir la corbeille.
    [33] { $name } avait espéré mieux que { $card-text } : il fallut tout verser dans la corbeille.
    [34] Dans la corbeille { $paid ->
        [one] s’en alla, sur { $card-text }, l’unique jeton
       *[other] s’en allèrent, sur { $card-text }, les derniers jetons
        } { $de-name }.
    [35] Il fallut bien payer pour { $card-text }, et { $name } le fit avec ce qui restait : c’était la fin.
    [36] Dès que parut { $card-text }, la table comprit avant { $name } que tout était perdu.
   *[37] Mauvaise carte que { $card-text } pour qui n’a plus guère : { $paid ->
        [one] le dernier jeton { $de-name } y passa
       *[other] les derniers jetons { $de-name } y passèrent
        }.
    }
    .presumes = { $variant ->
        [11] after
       *[other] nothing
    }
narrate-s-fall-give = { $variant ->
    [0] { $name } retourna { $card-text } et dut passer ses derniers jetons { $other-a-name }.
    [1] { $card-text } fut la fin { $de-name }, dont les derniers jetons glissèrent le long de la table jusqu’{ $other-a-name }.
    [2] Avec { $card-text }, { $name } paya tout ce qui restait { $other-a-name }.
    [3] { $card-text } échut { $a-name }, et { $other-name } eut le reste de ce petit tas.
    [4] Ce qui restait { $de-name } alla { $other-a-name }, comme le voulait { $card-text }.
    [5] { $name } poussa ses derniers jetons vers { $other-name }, car { $card-text } l’exigeait.
    [6] Sur { $card-text }, il fallut tout donner { $other-a-name } ; c’en était fait { $de-name }.
    [7] Devant { $card-text }, { $name } compta ce qui restait et le tendit { $other-a-name }, sans un mot.
    [8] Ce fut { $other-name } qui recueillit le reste { $de-name } : { $card-text } en avait ainsi décidé.
    [9] Il ne resta rien { $a-name } : { $card-text } voulait qu’on payât { $other-name }, et l’on paya jusqu’au bout.
    [10] { $name } dut, pour { $card-text }, se dépouiller de tout, et { $other-name } en profita.
   *[11] La ruine { $de-name } fit, ce tour-là, la fortune d’un voisin : { $card-text } envoya tout { $other-a-name }.
    }
narrate-s-killed-reviving = { $variant ->
    [0] { $name } retourna { $card-text }, et { $paid ->
        [one] le dernier jeton alla
       *[other] les derniers jetons allèrent
        } { $other-a-name }, { $other-gender ->
        [female] qui, de morte qu’elle était, revint à la vie
        [male] qui, de mort qu’il était, revint à la vie
       *[other] et un mort revint ainsi à la vie
        }.
    [1] { $card-text } fit payer { $a-name } jusqu’au dernier jeton, au profit { $other-de-name } : { $gender ->
        [female] l’une
       *[other] l’un
        } mourut en ranimant l’autre.
    [2] Avec { $card-text }, { $name } paya tout { $other-a-name }, qui était parmi les morts ; ainsi { $gender ->
        [female] l’une
       *[other] l’un
        } tomba et l’autre se releva.
    [3] { $card-text } échut { $a-name }, et ce qui restait alla { $other-a-name }, qui jusqu’à cet instant était hors du jeu.
    [4] Ce fut { $card-text } pour { $name } : les derniers jetons passèrent { $other-a-name }, et la mort et la vie changèrent de place.
    [5] { $name } eut { $card-text }, et, en payant son reste, rappela { $other-name } d’entre les morts.
    [6] { $card-text } échut { $a-name } et lui prit tout ; mais ce tout, passant { $other-a-name }, rendait la vie à qui ne l’avait plus.
    [7] { $card-text } mit { $name } au tombeau et, du même coup, en tira { $other-name }, à qui s’en allait le reste des jetons.
    [8] Le reste des jetons { $de-name } s’en alla, sur { $card-text }, { $other-a-name }, qui ne possédait plus rien et se retrouva du nombre des vivants.
    [9] { $name } retourna { $card-text } : c’était sa ruine, et le salut { $other-de-name }, qui reprit place parmi les joueurs.
    [10] { $card-text } ruina ainsi { $name } et releva d’un même coup { $other-name }.
    [11] Payés sur { $card-text }, les derniers jetons { $de-name } allèrent droit { $other-a-name }, qui était du nombre des morts.
    [12] Ce que { $name } paya pour { $card-text } fit revivre { $other-name } ; { $name }, pour sa part, n’avait plus rien.
    [13] Par une ironie du jeu, { $name } mourut en payant : { $card-text } fit passer { $paid ->
        [one] son dernier jeton
       *[other] ses derniers jetons
        } { $other-a-name }, qui revint d’entre les morts.
    [14] Il y eut là un singulier échange : { $card-text } prit tout { $a-name } pour le donner { $other-a-name }, qui n’avait plus rien et reprit place parmi les vivants.
    [15] Quand { $name } retourna { $card-text }, { $paid ->
        [one] le dernier jeton s’en alla
       *[other] les derniers jetons s’en allèrent
        } { $other-a-name }, et les morts perdirent un compagnon pour en gagner un autre.
    [16] Au moment même où { $name } payait son reste sur { $card-text }, { $other-name } revenait au jeu par ce même paiement.
    [17] Tout ce qui restait { $a-name } passa, sur { $card-text }, { $other-a-name } : de quoi rendre la vie à qui l’avait perdue, et l’ôter à qui payait.
    [18] On vit alors { $name } payer { $other-name } de ses derniers jetons, pour { $card-text } : { $other-gender ->
        [female] la morte se releva
       *[other] le mort se releva
        }, et qui payait prit sa place parmi les ombres.
    [19] Étrange charité que celle { $de-name } : pour { $card-text }, il fallut tout donner { $other-a-name }, qui gisait parmi les morts et s’en releva aussitôt.
    [20] En retournant { $card-text }, { $name } signa sa propre ruine et la résurrection { $other-de-name }.
    [21] De la place { $de-name } à celle { $other-de-name }, { $card-text } fit passer ce qui restait : { $gender ->
        [female] l’une
       *[other] l’un
        } y perdit la vie, et l’autre la retrouva.
    [22] Il ne restait plus devant { $name } { $paid ->
        [one] qu’un jeton, et { $card-text } l’envoya
       *[other] que ses derniers jetons, et { $card-text } les envoya tous
        } { $other-a-name }, qui revint parmi les vivants.
    [23] Avant que la donne fût achevée, { $name } avait payé de sa vie le retour { $other-de-name } : ainsi le voulait { $card-text }.
    [24] Jamais paiement ne coûta plus cher ni ne rapporta davantage : pour { $card-text }, { $name } donna tout ce qui restait, et { $other-name } reçut la vie avec.
    [25] { $other-name } comptait encore parmi les morts, lorsque { $name } retourna { $card-text } ; l’instant d’après, c’était { $name } qui n’avait plus rien.
    [26] { $name } se ruina pour { $card-text } au seul profit { $other-de-name }, qui revint aussitôt parmi les vivants.
    [27] { $name } tendit { $paid ->
        [one] son dernier jeton
       *[other] ses derniers jetons
        } { $other-a-name } sur { $card-text }, et prit en échange sa place parmi les morts.
    [28] Mauvaise affaire pour { $name }, excellente pour { $other-name } : sur { $card-text }, la vie changea de main.
    [29] Il n’est pas de jeu plus ironique : { $card-text } ruina { $name } et, du même paiement, ressuscita { $other-name }.
    [30] Les morts gagnèrent { $name } et perdirent { $other-name } sur une seule carte, { $card-text }.
   *[31] Il suffit d’une carte, { $card-text }, pour que { $name } n’eût plus rien et que { $other-name } vécût de nouveau.
    }
    .presumes = nothing
narrate-s-revive = { $variant ->
    [0] { $name } retourna { $card-text } et rendit { $other-name } au jeu.
    [1] { $card-text } obligea { $name } à payer { $other-name }, qui était hors du jeu et y rentrait.
    [2] Par { $card-text }, { $name } envoya des jetons { $other-a-name }, et { $other-gender ->
        [female] la morte revint au jeu
       *[other] le mort revint au jeu
        }.
    [3] { $card-text } échut { $a-name }, et le paiement passa { $other-a-name }, qui jusque-là n’avait rien.
    [4] Avec { $card-text }, { $name } ranima { $other-name }, sans grand enthousiasme.
    [5] { $other-name } revint à la vie par { $card-text }, dans la main { $de-name }.
    [6] { $card-text } fit passer le paiement { $de-name } { $other-a-name }, qui reprit aussitôt sa place au jeu.
    [7] { $other-name } revint parmi les vivants, et ce fut { $name } qui, avec { $card-text }, en fit les frais.
    [8] Le paiement { $de-name }, sur { $card-text }, tira { $other-name } du nombre des morts.
    [9] Avec { $card-text }, { $name } dut payer { $other-name }, et ce fut assez pour { $other-gender ->
        [female] la
       *[other] le
        } remettre en jeu.
    [10] Sur { $card-text }, le paiement quitta { $name } pour { $other-name }, qui se retrouva parmi les vivants.
    [11] Sur { $card-text }, { $name } dut payer, et { $other-name } reprit vie.
    [12] Ce fut le malheur { $de-name } et le salut { $other-de-name } de voir paraître { $card-text }.
    [13] Pour { $other-name }, la donne fut une résurrection : { $name } eut { $card-text }, et paya.
    [14] Heureuse fortune pour { $other-name } : sur { $card-text }, { $name } lui devait un paiement, et c’était de quoi revivre.
    [15] Il fallut que { $name } payât, pour { $card-text }, un voisin de gauche qui n’avait plus rien : c’était { $other-name }, qu’on revit aussitôt au jeu.
    [16] Ce que { $name } dut payer pour { $card-text } suffit à tirer { $other-name } d’entre les morts.
    [17] { $name } dut payer pour { $card-text }, et l’on vit { $other-name } se redresser sur sa chaise.
    [18] { $other-name } n’attendait plus rien ; mais { $name } retourna { $card-text }, et le paiement tomba à point.
    [19] { $card-text } fit payer { $a-name }, et ce paiement rendit la vie { $other-a-name }.
    [20] Charité forcée que celle { $de-name } : pour { $card-text }, il fallut payer { $other-name }, qui rentra aussitôt dans la partie.
    [21] Les morts perdirent l’un des leurs, quand { $name } retourna { $card-text } et dut payer { $other-name }.
    [22] Tout ce que { $card-text } prit { $a-name } alla { $other-a-name }, et ce fut assez pour une résurrection.
    [23] Par bonheur pour { $other-name }, la carte { $de-name } fut { $card-text }, qui paie sur la gauche.
    [24] { $name } fit une bonne œuvre sans le vouloir : { $card-text } envoya son paiement { $other-a-name }, qui revint au jeu.
   *[25] { $name } dut s’exécuter pour { $card-text }, et ce fut { $other-name } qui, d’entre les morts, en recueillit le fruit.
    }
narrate-back = { $variant ->
    [0] Entre-temps, { $name } avait été { $gender ->
        [female] rendue
       *[other] rendu
        } au jeu et comptait de nouveau parmi les vivants.
    [1] Au fil de ces donnes, le paiement d’un voisin avait ramené { $name } à la vie.
    [2] Un paiement était tombé { $a-name }, qui jouait de nouveau.
    [3] { $name }, { $gender ->
        [female] morte
       *[other] mort
        } peu auparavant, avait été { $gender ->
        [female] ranimée
       *[other] ranimé
        } depuis par la carte d’un voisin.
    [4] La carte d’un voisin avait, entre-temps, remis { $name } au nombre des joueurs.
    [5] { $name } était de nouveau en vie, { $gender ->
        [female] rentrée
       *[other] rentré
        } au jeu sans que personne y prît garde.
    [6] Un paiement heureux, venu de quelque part autour de la table, avait entre-temps remis { $name } en jeu.
    [7] { $name } avait, sans bruit, retrouvé de quoi jouer et sa place parmi les vivants.
    [8] On s’aperçut que { $name } jouait de nouveau : un voisin { $gender ->
        [female] l’avait payée
       *[other] l’avait payé
        } dans l’intervalle.
    [9] Dans l’intervalle, { $name } était { $gender ->
        [female] revenue
       *[other] revenu
        } d’entre les morts, grâce à la carte d’un voisin.
    [10] La chance d’un voisin avait déjà tiré { $name } du rang des morts.
    [11] { $name } n’était plus parmi les morts : une carte venue de la droite { $gender ->
        [female] l’avait rappelée
       *[other] l’avait rappelé
        } au jeu.
    [12] Il faut dire qu’entre-temps, { $name } avait repris vie grâce à la carte d’un voisin.
    [13] Depuis sa chute, { $name } avait reçu d’un voisin de quoi rentrer au jeu.
    [14] Une petite carte, retournée par un voisin de droite, avait rendu de quoi revivre { $a-name }.
    [15] Par la grâce d’un voisin, { $name } vivait de nouveau.
    [16] { $gender ->
        [female] Revenue au jeu depuis peu
       *[other] Revenu au jeu depuis peu
        }, { $name } avait de nouveau des jetons sur le tapis.
    [17] Un voisin, à son corps défendant, avait payé de quoi ressusciter { $name }.
    [18] La mort n’avait pas gardé longtemps { $name } : un paiement venu de la droite y avait pourvu.
    [19] Bonne nouvelle pour { $name } : la carte d’un voisin avait, depuis, garni de nouveau sa place.
    [20] À la faveur d’un paiement, { $name } avait repris sa place au jeu.
    [21] On revoyait une carte devant { $name } ; la mort, dans l’intervalle, avait lâché prise.
    [22] C’est qu’entre-temps, la carte d’un voisin avait remis des jetons devant { $name }.
    [23] Voilà de nouveau { $name } parmi les vivants, sans qu’on sût au juste quel voisin avait payé.
    [24] Le sort avait eu, entre-temps, un retour de bonté pour { $name } : un voisin avait dû payer.
    [25] Tout n’était pas fini pour { $name } : des jetons étaient revenus, et avec eux la vie.
    [26] Quelqu’un, entre-temps, avait payé { $name }, et la place tout à l’heure vide se garnissait de nouveau.
    [27] Comme il arrive souvent à ce jeu, la mort n’avait été pour { $name } qu’une courte absence.
    [28] Les jetons qu’un voisin avait dû payer avaient rappelé { $name } au jeu.
   *[29] Il ne fallait plus compter { $name } parmi les morts : une carte heureuse était tombée sur sa droite.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [4] after
        [6] after
        [8] after
        [9] after
        [10] after
        [12] after
        [21] after
        [22] after
        [24] after
        [26] after
       *[other] nothing
    }
narrate-s-take = { $variant ->
    [0] { $name } retourna { $card-text } et tira de la corbeille.
    [1] { $card-text } échut { $a-name }, qui se servit dans la corbeille sans façon.
    [2] Il échut { $a-name } { $card-text }, et la corbeille dut payer.
    [3] { $name } eut { $card-text }, et prit ce que la carte donnait.
    [4] { $card-text } remit { $name } en fonds.
    [5] Sur { $card-text }, la corbeille céda { $a-name } ce que la carte voulait.
    [6] { $name } ramena à soi, pour { $card-text }, ce que la corbeille lui devait.
    [7] Bonne carte pour { $name } : { $card-text }, et la corbeille s’allégea d’autant.
    [8] Avec { $card-text }, { $name } eut le droit de puiser dans la corbeille, et ne s’en priva pas.
    [9] La figure qu’on retourna devant { $name } était { $card-text } : la corbeille paya sans se faire prier.
    [10] La corbeille s’ouvrit pour { $name } : { $card-text } lui permettait d’y puiser.
   *[11] { $card-text } était de ces cartes qui reçoivent, et { $name } se paya sur la corbeille.
    }
    .presumes = nothing
narrate-s-take-empty = { $variant ->
    [0] { $name } retourna { $card-text } et tendit la main vers la corbeille, mais la trouva vide.
    [1] { $card-text } échut { $a-name }, quand la corbeille n’avait plus rien à donner.
    [2] { $name } eut { $card-text }, et il n’y avait pas un jeton à tirer.
    [3] La corbeille était vide quand { $name } retourna { $card-text } : c’était jouer de malheur.
    [4] { $card-text } promettait quelque chose { $a-name }, mais la corbeille ne put tenir la promesse.
    [5] Pour { $name }, { $card-text } resta lettre morte : la corbeille était à sec.
    [6] Il aurait fallu que la corbeille eût encore de quoi : { $card-text } ne rapporta rien { $a-name }.
    [7] { $name } eut beau retourner { $card-text } : on ne tire rien d’une corbeille vide.
    [8] Belle carte que { $card-text }, mais sans profit pour { $name } : le fond de la corbeille était à nu.
    [9] { $card-text } donnait droit à la corbeille ; { $name } y chercha en vain de quoi se payer.
    [10] Rien ne vint { $a-name } avec { $card-text } : la corbeille n’avait de quoi payer personne.
   *[11] Sur { $card-text }, la corbeille devait quelque chose { $a-name }, mais, vide comme elle l’était, ne paya rien.
    }
narrate-s-pay = { $variant ->
    [0] { $name } retourna { $card-text } et paya dans la corbeille.
    [1] { $card-text } coûta quelque chose { $a-name }.
    [2] { $name } paya pour { $card-text }.
    [3] { $card-text } échut { $a-name }, et il fallut payer.
    [4] La corbeille reçut, pour { $card-text }, l’écot { $de-name }.
    [5] { $card-text } demandait qu’on payât, et { $name } s’exécuta.
    [6] { $name } s’acquitta envers la corbeille de ce que coûtait { $card-text }.
    [7] Ce fut { $card-text }, et { $name } mit la main à la bourse.
    [8] Sur { $card-text }, { $name } versa dans la corbeille ce qu’il fallait, et garda le reste.
    [9] { $card-text } fit tomber dans la corbeille une part du tas { $de-name }.
    [10] Mauvaise carte pour { $name } : { $card-text }, qu’il fallut payer à la corbeille.
   *[11] La corbeille s’enrichit aux dépens { $de-name } : { $card-text } ne faisait pas de cadeau.
    }
    .presumes = nothing
narrate-s-give = { $variant ->
    [0] { $name } retourna { $card-text } et paya { $other-name }.
    [1] { $card-text } fit passer des jetons { $de-name } { $other-a-name }.
    [2] { $name } eut { $card-text }, et { $other-name } en profita.
    [3] Par { $card-text }, une partie des jetons { $de-name } alla { $other-a-name }.
    [4] { $card-text } { $de-name } fit les affaires { $other-de-name }.
    [5] Sur { $card-text }, { $name } eut à compter quelque chose { $other-a-name }.
    [6] La carte { $de-name } était { $card-text }, et la bourse { $other-de-name } s’en arrondit.
    [7] { $other-name } vit venir à soi le paiement { $de-name } : ainsi le voulait { $card-text }.
    [8] Il en coûta quelque chose { $a-name } : { $card-text } voulait qu’on payât { $other-name }.
    [9] Avec { $card-text }, le tas { $de-name } maigrit, et celui { $other-de-name } grossit d’autant.
    [10] { $name } dut payer { $other-name }, et n’y put rien : c’était { $card-text }.
   *[11] { $card-text } tomba mal pour { $name }, mais bien pour { $other-name }.
    }
narrate-s-void = { $variant ->
    [0] { $name } retourna { $card-text }, dont le paiement aurait fait le tour de la petite table pour revenir à la même main ; il fut nul.
   *[1] { $card-text } échut { $a-name } et, à si petite table, ne paya personne.
    }
    .presumes = { $variant ->
        [0] few
        [1] few
       *[other] nothing
    }
narrate-s-nothing = { $variant ->
    [0] { $name } retourna { $card-text }, qui ne fit rien.
    [1] { $card-text } échut { $a-name }, et ne fit rien.
    [2] Pour { $name }, il n’y eut que { $card-text }, qui ne paya ni ne tira.
    [3] { $card-text } ne coûta rien { $a-name } et ne lui rapporta rien.
    [4] { $card-text } ne toucha ni à la corbeille ni au tas { $de-name }.
    [5] { $card-text } ne fit ni bien ni mal { $a-name }.
    [6] { $name } n’eut rien à démêler avec la corbeille : c’était { $card-text }.
    [7] Ce n’était que { $card-text } : { $name } n’eut rien à payer ni à prendre.
    [8] { $card-text } laissa { $name } comme devant.
    [9] La carte { $de-name }, { $card-text }, ne comptait pour rien.
    [10] Point d’affaire avec la corbeille pour { $name } : { $card-text } ne demandait ni ne donnait rien.
   *[11] { $card-text } ne changea rien aux affaires { $de-name }.
    }
# la première apparition d’un joueur que l’ouverture n’a pas présenté : une apposition après le nom
narrate-newcomer = { $variant ->
    [0] { $gender ->
        [female] restée silencieuse
       *[other] resté silencieux
        } jusque-là
    [1] dont on n’avait guère entendu parler jusque-là
    [2] que personne n’avait encore { $gender ->
        [female] remarquée
       *[other] remarqué
        } de la soirée
    [3] qui avait joué jusque-là sans dire un mot
    [4] jusque-là { $gender ->
        [female] la plus discrète
       *[other] le plus discret
        } de la table
   *[5] qui n’avait pas encore ouvert la bouche
    }
# the pronoun that stands for a woman or a man who opened the sentence before by name
narrate-pronoun = { $gender ->
    [female] elle
    [male] il
   *[other] il
    }
narrate-also-fell = { $variant ->
    [0] Ce ne fut pas la seule perte de la donne.
    [1] { $count ->
        [one] Un autre joueur tomba dans le même tour, moins remarqué.
       *[other] D’autres tombèrent dans le même tour, moins remarqués.
        }
    [2] { $count ->
        [one] À l’autre bout de la table, quelqu’un tomba aussi.
       *[other] À l’autre bout de la table, d’autres tombèrent aussi.
        }
    [3] { $count ->
        [one] La même donne emporta encore quelqu’un.
       *[other] La même donne en emporta d’autres encore.
        }
    [4] { $count ->
        [one] Quelqu’un d’autre, dans la même donne, passa en silence chez les morts.
       *[other] D’autres encore, dans la même donne, passèrent en silence chez les morts.
        }
    [5] { $count ->
        [one] Ce ne fut pas la seule victime du tour.
       *[other] Ce ne furent pas les seules victimes du tour.
        }
    [6] { $count ->
        [one] Le même tour fit un autre mort, dont on parla moins.
       *[other] Le même tour fit d’autres morts, dont on parla moins.
        }
    [7] { $count ->
        [one] Il y eut, dans la même donne, une autre chute que personne ne remarqua.
       *[other] Il y eut, dans la même donne, d’autres chutes que personne ne remarqua.
        }
    [8] { $count ->
        [one] Un autre joueur fut ruiné dans ce même tour.
       *[other] Plus d’un joueur fut ruiné dans ce même tour.
        }
    [9] Ailleurs autour de la table, la donne coûta cher aussi.
    [10] Le reste de la table n’en sortit pas indemne.
    [11] { $count ->
        [one] Les mêmes cartes ruinèrent encore un joueur.
       *[other] Les mêmes cartes ruinèrent plus d’un joueur.
        }
    [12] { $count ->
        [one] Quelqu’un d’autre paya son dernier jeton dans cette donne.
       *[other] D’autres encore payèrent leur dernier jeton dans cette donne.
        }
    [13] { $count ->
        [one] Avant qu’on eût ramassé les cartes, un autre avait suivi le même chemin.
       *[other] Avant qu’on eût ramassé les cartes, d’autres avaient suivi le même chemin.
        }
    [14] { $count ->
        [one] Cette donne-là ne s’arrêta pas en si bon chemin : elle fit encore une victime.
       *[other] Cette donne-là ne s’arrêta pas en si bon chemin : elle fit encore plusieurs victimes.
        }
    [15] Le malheur, ce tour-là, ne vint pas seul.
    [16] { $count ->
        [one] Presque inaperçue, une autre ruine s’acheva dans la même donne.
       *[other] Presque inaperçues, d’autres ruines s’achevèrent dans la même donne.
        }
    [17] Les morts virent encore arriver { $count ->
        [one] un autre compagnon
       *[other] d’autres compagnons
        } avant la fin du tour.
    [18] { $count ->
        [one] On eut à peine le temps de plaindre un autre joueur, tombé dans la même donne.
       *[other] On eut à peine le temps de plaindre d’autres joueurs, tombés dans la même donne.
        }
    [19] { $count ->
        [one] Dans un coin de la table, un joueur qu’on regardait moins paya aussi de sa vie.
       *[other] Dans un coin de la table, des joueurs qu’on regardait moins payèrent aussi de leur vie.
        }
    [20] { $count ->
        [one] Et ce n’était pas tout : un autre joueur était tombé du même coup.
       *[other] Et ce n’était pas tout : d’autres joueurs étaient tombés du même coup.
        }
    [21] { $count ->
        [one] Un peu plus loin, un autre tas s’était vidé dans le même temps.
       *[other] Un peu plus loin, d’autres tas s’étaient vidés dans le même temps.
        }
    [22] { $count ->
        [one] Tandis qu’on commentait ce coup, un autre joueur rejoignait les morts sans bruit.
       *[other] Tandis qu’on commentait ce coup, d’autres joueurs rejoignaient les morts sans bruit.
        }
   *[23] Quand on releva les cartes, il manquait { $count ->
        [one] encore un vivant à l’appel
       *[other] encore plusieurs vivants à l’appel
        }.
    }
    .presumes = { $variant ->
        [2] long-table
        [19] long-table
       *[other] nothing
    }

## Ce que signifie un moment

narrate-note-first-fall = { $variant ->
    [0] C’était la première mort de la soirée, et { $name } la porta mieux que personne.
    [1] Ainsi { $name } tomba avant tout autre, et un petit silence fit le tour de la table.
    [2] La soirée avait sa première victime, et c’était { $name }.
    [3] Personne ne se fût attendu à voir { $name } ouvrir la liste des morts.
    [4] C’était la première vie perdue, et la table en devint plus attentive.
    [5] Sur quoi { $name } passa chez les morts, avant bien d’autres.
    [6] La liste des morts s’ouvrit, et le premier nom qu’on y inscrivit fut celui { $de-name }.
    [7] Le premier tas vide de la soirée fut celui { $de-name }.
    [8] { $name } fut la première victime de la soirée, et en prit son parti.
    [9] La mort fit sa première visite de la soirée chez { $name }.
   *[10] Ce fut { $name } qui, { $gender ->
        [female] la première
       *[other] le premier
        } de tous, rejoignit les morts, sans pour autant quitter sa chaise.
    }
narrate-note-lead = { $variant ->
    [0] Le plus gros tas était maintenant devant { $name }, et { $other-name } devait regarder.
    [1] La première place passa { $other-de-name } { $a-name }, et toute la table sentit le changement.
    [2] C’était à présent { $name } qui avait le plus, et { $other-name } qui comptait ce qui lui restait.
    [3] { $other-name } avait mené quelque temps ; c’était maintenant le tour { $de-name }.
    [4] De tous les tas de la table, celui { $de-name } était devenu le plus haut, et l’on vit { $other-name } froncer le sourcil.
    [5] La fortune avait changé de camp, passant { $other-de-name } { $a-name }.
    [6] { $name } menait désormais le jeu, et { $other-name } n’en était pas { $other-gender ->
        [female] ravie
       *[other] ravi
        }.
    [7] Le plus beau tas de la table changea de mains : { $other-name } le céda { $a-name }.
    [8] { $other-name } vit passer la première place { $a-name }, et n’en dit rien.
    [9] C’était { $name } qui avait désormais le plus gros tas, au grand déplaisir { $other-de-name }.
   *[10] La première place échappa { $other-a-name } pour passer { $a-name }.
    }
narrate-note-last-two = { $variant ->
    [0] Et il ne restait plus en vie que { $name } et { $other-name }, sous les yeux du reste de la table.
    [1] De toute la compagnie, il ne demeurait que { $name } et { $other-name }.
    [2] Les morts rapprochèrent leurs chaises : { $name } et { $other-name } étaient { $gender ->
        [female] { $other-gender ->
            [female] les deux dernières
           *[other] les deux derniers
            }
       *[other] les deux derniers
        }.
    [3] Tout se réduisait donc à un duel entre { $name } et { $other-name }.
    [4] { $gender ->
        [female] { $other-gender ->
            [female] Seules
           *[other] Seuls
            }
       *[other] Seuls
        } { $name } et { $other-name } avaient encore des jetons ; tous les autres étaient spectateurs.
    [5] La table était réduite à un duel, { $name } face { $other-a-name } par-dessus la corbeille.
    [6] Il n’y avait plus que deux joueurs en vie, { $name } et { $other-name }, et toute la table se tut.
    [7] Tous les autres avaient rejoint les morts : restaient { $name } et { $other-name }.
   *[8] Le jeu se resserra sur { $name } et { $other-name } ; le reste de la compagnie n’était plus que spectateur.
    }
narrate-note-chain = { $variant ->
    [0] En une seule donne, les morts et les vivants avaient changé de place plus d’une fois.
    [1] Ce fut une donne si confuse que personne, ensuite, ne sut dire qui était mort le premier.
    [2] Les jetons volaient d’un bout à l’autre de la table, et la mort et la vie avec eux.
    [3] Cette seule donne coûta plusieurs vies et en rendit une.
    [4] Jamais donne n’eut tant de morts, ni si étrange résurrection.
    [5] Ce fut une de ces donnes où la mort et la résurrection se suivent de si près qu’on renonce à les compter.
    [6] Dans ce seul tour, la table vit tomber et se relever plus de monde qu’en une heure de jeu.
    [7] On eut peine, après cette donne, à savoir qui était encore de ce monde.
    [8] Les paiements se suivirent comme les grains d’un chapelet, et chacun emportait ou rendait une vie.
   *[9] Cette donne brouilla tout, comme un coup de vent sur un château de cartes.
    }
    .presumes = { $variant ->
        [2] long-table
       *[other] nothing
    }
narrate-note-irony = { $variant ->
    [0] Ainsi une vie fut payée d’une autre.
    [1] C’était la cruelle justice du jeu : ce qui tuait l’un sauvait l’autre.
    [2] Les jetons mêmes qui ruinaient celui qui payait relevaient celui qui recevait.
    [3] Il y avait là de quoi faire hocher la tête aux joueurs les plus graves.
    [4] La table rit de cette malice du sort.
    [5] Le même paiement avait donné une mort et une résurrection.
    [6] Le sort avait de ces plaisanteries : on mourait pour faire revivre.
    [7] Quelqu’un fit remarquer que la tontine était bien le seul jeu où l’on meurt par charité.
    [8] C’était le tour le plus cruel du jeu, et le plus goûté de la compagnie.
   *[9] Chacun admira comment le malheur d’une place devenait, un siège plus loin, la chance d’une autre.
    }
narrate-note-raised = { $variant ->
    [0] { $name } était de nouveau en vie, chose dont on devait se souvenir ensuite.
    [1] Personne alors ne fit grand cas du retour { $de-name } d’entre les morts.
    [2] { $name } était de retour parmi les vivants, et comptait y rester.
   *[3] Sur le moment, ce retour { $de-name } parmi les vivants parut sans conséquence.
    }

## Répliques et réponses

narrate-said-lively = { $variant ->
    [0] s’écria { $name } en riant
    [1] dit gaiement { $name }
    [2] s’écria { $name }
    [3] dit { $name } avec un éclat de rire
    [4] dit { $name }
    [5] lança { $name }
    [6] dit { $name }, { $gender ->
        [female] ravie
       *[other] ravi
        }
    [7] s’exclama { $name }
   *[8] fit { $name } avec entrain
    }
    .presumes = { $variant ->
        [0] cry
        [2] cry
        [7] cry
       *[other] nothing
    }
narrate-said-sharp = { $variant ->
    [0] dit sèchement { $name }
    [1] observa { $name }, non sans aigreur
    [2] remarqua { $name }
    [3] dit { $name }, sans grande bonté
    [4] dit { $name }
    [5] dit { $name } d’un ton bref
    [6] fit { $name }, sans lever les yeux
   *[7] laissa tomber { $name }
    }
narrate-said-timid = { $variant ->
    [0] dit doucement { $name }
    [1] hasarda { $name }
    [2] murmura { $name } en rougissant
    [3] dit { $name }, à peine plus haut qu’un souffle
    [4] dit { $name }
    [5] dit { $name } à mi-voix
    [6] murmura { $name }
    [7] balbutia { $name }
   *[8] souffla { $name }
    }
narrate-said-grave = { $variant ->
    [0] dit gravement { $name }
    [1] observa { $name }
    [2] dit { $name } avec un grand sérieux
    [3] prononça { $name }
    [4] dit { $name }
    [5] dit lentement { $name }
    [6] dit { $name } à voix basse
   *[7] fit observer { $name }
    }
narrate-said-vain = { $variant ->
    [0] dit { $name } avec un regard vers la glace
    [1] déclara { $name }
    [2] dit { $name } en se rengorgeant
    [3] annonça { $name }
    [4] dit { $name }
    [5] dit { $name } avec un petit mouvement de tête
    [6] fit { $name } d’un air détaché
   *[7] assura { $name }
    }
narrate-said-easy = { $variant ->
    [0] dit { $name } paisiblement
    [1] dit { $name }
    [2] remarqua { $name } avec une parfaite bonne humeur
    [3] dit { $name } en souriant
    [4] dit { $name } avec douceur
    [5] remarqua { $name }
    [6] dit { $name } en haussant les épaules
   *[7] dit { $name } de bon cœur
    }

## Comment on s’écrie : la réplique finit par un point d’exclamation.

narrate-cried-lively = { $variant ->
    [0] s’écria { $name } en riant
    [1] s’exclama gaiement { $name }
    [2] lança { $name } avec un grand éclat de rire
    [3] s’écria { $name }, au comble de la joie
   *[4] fit { $name }, les yeux brillants
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [3] cry
       *[other] nothing
    }
narrate-cried-sharp = { $variant ->
    [0] s’écria { $name } avec aigreur
    [1] s’exclama { $name } d’un ton cinglant
    [2] lança { $name }, la voix coupante
    [3] se récria { $name }
   *[4] s’écria { $name }, sans ménager personne
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-timid = { $variant ->
    [0] s’écria { $name }, en dépit de sa timidité
    [1] laissa échapper { $name }
    [2] s’écria { $name }, qui rougit aussitôt de sa propre hardiesse
    [3] s’exclama { $name }, à l’étonnement de toute la table
   *[4] s’écria { $name } sans l’avoir voulu
    }
    .presumes = { $variant ->
        [0] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-grave = { $variant ->
    [0] s’écria gravement { $name }
    [1] s’exclama { $name } d’une voix qui fit tressaillir la table
    [2] se récria { $name }, l’air scandalisé
    [3] s’écria { $name } en frappant la table du plat de la main
   *[4] tonna { $name }, comme du haut d’une chaire
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-vain = { $variant ->
    [0] s’écria { $name }, en prenant la compagnie à témoin
    [1] s’exclama { $name } avec un geste de théâtre
    [2] lança { $name }, le menton haut
    [3] s’écria { $name }, une main sur le cœur
   *[4] se récria { $name }, avec un coup d’œil vers la glace
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-easy = { $variant ->
    [0] s’écria { $name } de bon cœur
    [1] s’exclama { $name }, sans la moindre rancune
    [2] fit { $name } avec bonhomie
    [3] s’écria { $name } en se frottant les mains
   *[4] lança { $name } avec belle humeur
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [3] cry
       *[other] nothing
    }

narrate-line-fell = { $variant ->
    [0] « Me voilà mort{ $gender ->
        [female] e
       *[other] {""}
        }, et sans avoir rien vu venir », { $said-text }.
    [1] « Mon dernier jeton s’en est allé rejoindre les autres », { $said-text }.
    [2] « Je passe donc au rang des ombres », { $said-text }. « Les ombres ont-elles droit à l’orgeat ? »
    [3] « Déjà ? » { $said-text }. « J’avais à peine pris mes aises. »
    [4] « Ruiné{ $gender ->
        [female] e
       *[other] {""}
        }, et de la plus sotte façon du monde », { $said-text }.
    [5] « Je ne suis plus que le témoin de vos fortunes », { $said-text }. « Mais un témoin qui espère. »
    [6] « Mes voisins auront-ils assez de cœur pour me rappeler au jeu ? » { $said-text }.
    [7] « La fortune m’a tourné le dos ; je lui rends la pareille », { $said-text }.
    [8] « Enterrez-moi sans cérémonie, mais pas trop loin de la corbeille », { $said-text }.
    [9] « Qu’ai-je donc fait au ciel, ce soir ? » { $said-text }.
    [10] « Voilà ma fortune faite : je n’ai plus rien à perdre », { $said-text }.
    [11] « Adieu, mes jetons ; vous étiez de bien mauvais compagnons », { $said-text }.
    [12] « Qu’on me laisse au moins ma chaise et ma tasse », { $said-text }.
    [13] « Est-il permis de mourir avec si peu d’éclat ? » { $said-text }.
    [14] « Je me retire du monde, comme on dit au couvent », { $said-text }.
    [15] « Fort bien ! » { $said-text }. « On ne me prendra plus rien ce soir. »
    [16] « Le sort m’a dépouillé{ $gender ->
        [female] e
       *[other] {""}
        } jusqu’au dernier liard », { $said-text }.
    [17] « Me voici au parterre, à regarder jouer la pièce », { $said-text }.
    [18] « Ah ! la cruelle carte ! » { $said-text }.
   *[19] « Rayez-moi du nombre des vivants, et qu’on me serve un verre de ratafia », { $said-text }.
    }
narrate-reply-fell = { $bond-key ->
    [rivals] { $variant ->
        [0] « J’en suis navré{ $gender ->
            [female] e
           *[other] {""}
            }, vraiment », { $said-text }, sans en avoir l’air.
        [1] « Le sort est juste, pour une fois », { $said-text }.
        [2] « Si jamais ma carte doit vous rendre la vie, je la maudirai », { $said-text }.
        [3] « Vous voilà enfin tranquille », { $said-text }. « La table aussi. »
        [4] « Je porterai votre deuil en couleur claire », { $said-text }.
        [5] « Qui trop embrasse mal étreint ; vous en voilà la preuve », { $said-text }.
        [6] « Ne comptez pas sur ma main pour vous tirer de là », { $said-text }.
       *[7] « Enfin une donne qui me plaît ! » { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Le jeu a perdu pour moi tout son intérêt », { $said-text }.
        [1] « Je prierai vos voisins d’avoir la main heureuse », { $said-text }.
        [2] « Vous perdez avec tant de grâce qu’on vous envierait presque », { $said-text }.
        [3] « Une ombre si charmante ne restera pas longtemps parmi les morts », { $said-text }.
        [4] « S’il ne tenait qu’à moi, je vous rendrais tous mes jetons », { $said-text }.
        [5] « Même parmi les morts, vous restez ce qu’il y a de plus aimable à cette table », { $said-text }.
        [6] « Le sort est aveugle ; il faut bien l’être pour vous maltraiter ainsi », { $said-text }.
       *[7] « Attendez-moi ; je ne tarderai guère à vous rejoindre », { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Je dirai à la maison avec quel courage tu l’as supporté », { $said-text }.
        [1] « C’est bien fait ; tu riais trop haut tout à l’heure », { $said-text }.
        [2] « Ne fais pas cette mine ; on te rappellera bien », { $said-text }.
        [3] « Au moins, tu ne pourras plus rien perdre », { $said-text }.
        [4] « Je garderai le secret, mais seulement jusqu’au déjeuner », { $said-text }.
        [5] « Tu as perdu comme tu joues au volant : en regardant ailleurs », { $said-text }.
        [6] « Boude tout ton soûl ; tu en as le loisir à présent », { $said-text }.
       *[7] « Veux-tu mon mouchoir ? » { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Voilà ce qu’on gagne à jouer avec tant de feu », { $said-text }.
        [1] « Je l’avais bien dit, que rien de bon ne sortirait de ce jeu », { $said-text }.
        [2] « Tenez-vous { $other-gender ->
            [female] droite
           *[other] droit
            }, au moins », { $said-text }. « On perd, mais on se tient. »
        [3] « Point de grimace, je vous prie ; on vous regarde », { $said-text }.
        [4] « Une personne bien née perd sans soupirer », { $said-text }.
        [5] « Cela vous apprendra à tant regarder la corbeille », { $said-text }.
        [6] « Posez vos mains sur vos genoux, et attendez sans rien dire », { $said-text }.
       *[7] « Est-ce là une façon de soupirer devant le monde ? » { $said-text }.
        }
    [debt] { $variant ->
        [0] « Vous perdez les jetons aussi vite que les louis que je vous ai prêtés », { $said-text }.
        [1] « Ne me regardez pas ; je n’ai rien à vous prêter ce soir », { $said-text }.
        [2] « À la table comme ailleurs, vous avez le talent de tout dépenser », { $said-text }.
        [3] « Je l’inscrirai sur votre compte, avec le reste », { $said-text }.
        [4] « Vos créanciers n’ont jamais de chance avec vous », { $said-text }.
        [5] « Mort{ $other-gender ->
            [female] e
           *[other] {""}
            } ? Et qui me paiera, à présent ? » { $said-text }.
        [6] « J’espère que vous tenez vos comptes mieux que vos jetons », { $said-text }.
       *[7] « Vous aurez au moins appris ce que c’est que d’être à sec », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Les morts ont la meilleure vue sur la table », { $said-text }.
        [1] « Patience : un voisin peut encore vous rappeler parmi nous », { $said-text }.
        [2] « C’est le sort commun ; nous vous suivrons bientôt », { $said-text }.
        [3] « Vous voilà libre de regarder souffrir les autres », { $said-text }.
        [4] « Consolez-vous : la corbeille n’est encore à personne », { $said-text }.
        [5] « Prenez-le en philosophe ; c’est la mode », { $said-text }.
        [6] « La carte était méchante ; vous n’y êtes pour rien », { $said-text }.
        [7] « Gardez votre chaise ; on ne sait jamais ce qu’un voisin vous réserve », { $said-text }.
        [8] « Vous êtes tombé{ $other-gender ->
            [female] e
           *[other] {""}
            } avec beaucoup de dignité », { $said-text }.
        [9] « Qui sait ? La roue tourne aussi pour les morts », { $said-text }.
        [10] « Plus rien à perdre : c’est une manière de repos, et l’on vous enviera bientôt », { $said-text }.
       *[11] « Voilà une perte que la table ressentira ! » { $said-text }.
        }
    }

narrate-line-rose = { $variant ->
    [0] « Me revoici en vie ! » { $said-text }.
    [1] « Revenu{ $gender ->
        [female] e
       *[other] {""}
        } de la tombe, et il était temps », { $said-text }.
    [2] « Je savais bien que mes voisins ne m’abandonneraient pas », { $said-text }.
    [3] « Ressuscité{ $gender ->
        [female] e
       *[other] {""}
        }, et pour une fois redevable à la table », { $said-text }.
    [4] « Je m’étais tout à fait résigné{ $gender ->
        [female] e
       *[other] {""}
        } », { $said-text }. « Et voilà qu’on me rappelle. »
    [5] « Suis-je vraiment parmi les vivants ? » { $said-text }.
    [6] « Lazare lui-même n’a pas été plus surpris », { $said-text }.
    [7] « Qu’on ne m’enterre plus si vite, à l’avenir », { $said-text }.
    [8] « Il faut croire que le ciel n’a pas voulu de moi », { $said-text }.
    [9] « Ah ! » { $said-text }. « Le jeu reprend pour moi quelque saveur. »
    [10] « Quelle charité ! » { $said-text }. « Je ne l’oublierai pas de sitôt. »
    [11] « Me voici de retour parmi vous, et plus { $gender ->
        [female] résolue
       *[other] résolu
        } que jamais », { $said-text }.
    [12] « Mon voisin a payé ma rançon ; je lui dois la vie », { $said-text }.
    [13] « Est-ce un miracle ou une erreur de carte ? » { $said-text }.
    [14] « Je reprends ma place au banquet, et d’un meilleur appétit », { $said-text }.
    [15] « Ah ! que l’air est bon chez les vivants ! » { $said-text }.
    [16] « Les morts vous saluent, et vous font dire qu’on s’ennuie là-bas », { $said-text }.
    [17] « Il ne faut jamais désespérer de la fortune », { $said-text }.
    [18] « Je m’apprêtais à demander ma voiture », { $said-text }. « Qu’on la renvoie. »
   *[19] « Vous me croyiez { $gender ->
        [female] perdue
       *[other] perdu
        }, avouez-le ? » { $said-text }.
    }
narrate-reply-rose = { $bond-key ->
    [rivals] { $variant ->
        [0] « Ne vous y habituez pas », { $said-text }.
        [1] « Pour une donne, peut-être ; guère davantage », { $said-text }.
        [2] « Les revenants ne m’ont jamais fait peur », { $said-text }.
        [3] « Quel dommage ; la table était si paisible sans vous », { $said-text }.
        [4] « Il fallait bien que vous revinssiez me gâter la soirée », { $said-text }.
        [5] « Quel voisin a eu la sottise de vous repêcher ? » { $said-text }.
        [6] « Vous ne tiendrez pas longtemps ; je connais votre chance », { $said-text }.
       *[7] « Tant pis pour moi, et tant mieux pour la table, je suppose », { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Je n’en ai pas douté un instant », { $said-text }.
        [1] « Alors la soirée est sauvée », { $said-text }.
        [2] « Je commençais à porter votre deuil », { $said-text }.
        [3] « Béni soit le voisin qui vous a rappelé{ $other-gender ->
            [female] e
           *[other] {""}
            } à la vie », { $said-text }.
        [4] « Le salon s’est rallumé d’un coup », { $said-text }.
        [5] « J’aurais donné toute la corbeille pour vous voir revenir », { $said-text }.
        [6] « Vous voilà { $other-gender ->
            [female] rendue
           *[other] rendu
            } à la table, et moi à la joie », { $said-text }.
       *[7] « Ne me faites plus de pareilles frayeurs ! » { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Tu as toujours eu de la chance, sans jamais la mériter », { $said-text }.
        [1] « Tâche de les garder, cette fois », { $said-text }.
        [2] « Ne te réjouis pas si bruyamment ; tu n’es pas encore riche », { $said-text }.
        [3] « Tant mieux ; je m’ennuyais de n’avoir personne à taquiner », { $said-text }.
        [4] « Ne te crois pas { $other-gender ->
            [female] canonisée
           *[other] canonisé
            } pour autant », { $said-text }.
        [5] « Toujours à retomber sur tes pieds, comme le chat de la cuisine », { $said-text }.
        [6] « Qui t’a tiré{ $other-gender ->
            [female] e
           *[other] {""}
            } de là ? Il faudra le remercier pour toute la famille », { $said-text }.
       *[7] « Et tu vas encore nous chanter victoire ? » { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Remerciez votre voisin d’un signe de tête, et sans effusion », { $said-text }.
        [1] « Faites attention à vos cartes, cette fois », { $said-text }.
        [2] « Le ciel est indulgent ; ne le lassez pas », { $said-text }.
        [3] « Voilà bien de l’émotion pour si peu de chose », { $said-text }.
        [4] « Pas de cris, je vous prie ; dans la bonne compagnie, on ressuscite en silence », { $said-text }.
        [5] « Voilà une leçon de patience ; tâchez de la retenir », { $said-text }.
        [6] « Asseyez-vous mieux que cela ; vous êtes de nouveau en jeu », { $said-text }.
       *[7] « Ne riez pas si fort ! » { $said-text }.
        }
    [debt] { $variant ->
        [0] « Je savais bien que vous ne partiriez pas sans me payer », { $said-text }.
        [1] « J’en suis aise, pour moi autant que pour vous », { $said-text }.
        [2] « Un débiteur vivant vaut mieux qu’un débiteur mort », { $said-text }.
        [3] « Puisque vous voilà en fonds, nous pourrons reparler de nos affaires », { $said-text }.
        [4] « À la bonne heure ; mon billet revit avec vous », { $said-text }.
        [5] « Je vous conseille de commencer par vos dettes », { $said-text }.
        [6] « Combien vous a-t-on rendu ? » { $said-text }. « Je demande pour mes livres de comptes. »
       *[7] « Ressuscitez tant qu’il vous plaira ; les dettes, elles, ne meurent jamais », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Soyez { $other-gender ->
            [female] la bienvenue
           *[other] le bienvenu
            } parmi nous », { $said-text }.
        [1] « À ce jeu, les morts ne le sont jamais tout à fait », { $said-text }.
        [2] « Voilà un retour qu’on n’attendait plus », { $said-text }.
        [3] « Quelqu’un à votre droite a bon cœur, ou bien la main malheureuse », { $said-text }.
        [4] « La fortune a des caprices bien aimables », { $said-text }.
        [5] « Profitez-en ; la vie est courte, à cette table », { $said-text }.
        [6] « On vous croyait { $other-gender ->
            [female] perdue
           *[other] perdu
            } pour la soirée », { $said-text }.
        [7] « Quelle entrée ! » { $said-text }. « On se croirait à la Comédie. »
        [8] « Vous avez là un voisin qui vaut de l’or », { $said-text }.
        [9] « Revenez-vous pour longtemps ? » { $said-text }.
        [10] « On dit que ceux qui reviennent ont la main heureuse », { $said-text }.
       *[11] « Il faudra boire à votre santé, puisqu’elle est revenue », { $said-text }.
        }
    }

narrate-line-lead = { $variant ->
    [0] « Je commence à aimer ce jeu », { $said-text }.
    [1] « Vous voyez ce que c’est », { $said-text }. « Le hasard connaît ses amis. »
    [2] « Je serai magnanime dans la victoire », { $said-text }.
    [3] « Que personne ne regarde mon tas ; cela me porte malheur », { $said-text }.
    [4] « Me voilà { $gender ->
        [female] la plus riche
       *[other] le plus riche
        } de la table, et sans la moindre malice », { $said-text }.
    [5] « Quelqu’un voudrait-il m’emprunter quelques jetons ? » { $said-text }.
    [6] « La fortune est femme ; elle a du goût », { $said-text }.
    [7] « Je n’ose plus compter mes jetons, de peur de les effrayer », { $said-text }.
    [8] « Voilà ce qui s’appelle tenir le haut du pavé », { $said-text }.
    [9] « Je ne me savais pas si { $gender ->
        [female] heureuse
       *[other] heureux
        } au jeu », { $said-text }. « On dit que cela se paie en amour. »
    [10] « Voyez-vous cette pile ? Elle est à moi », { $said-text }.
    [11] « Le sort a enfin reconnu mes mérites », { $said-text }.
    [12] « Qui veut prendre les paris contre moi ? » { $said-text }.
    [13] « Ne m’en veuillez pas ; je n’y suis pour rien », { $said-text }.
    [14] « Je tiens la tête ; que les autres suivent », { $said-text }.
    [15] « Ah ! si ma mère me voyait ! » { $said-text }.
    [16] « La richesse me va bien, n’est-ce pas ? » { $said-text }.
    [17] « Je sens que je deviens avare », { $said-text }.
    [18] « À la santé de mes jetons ! » { $said-text }.
   *[19] « Il est doux d’être envié{ $gender ->
        [female] e
       *[other] {""}
        } », { $said-text }.
    }
    .presumes = nothing
narrate-reply-lead = { $variant ->
    [0] « Tel qui rit vendredi, dimanche pleurera », { $said-text }.
    [1] « Il les oublie plus vite encore », { $said-text }.
    [2] « Commencez donc tout de suite, et partagez », { $said-text }.
    [3] « On ne voit que lui, je le crains », { $said-text }.
    [4] « La malice viendra avec l’habitude », { $said-text }.
    [5] « À quel intérêt ? » { $said-text }.
    [6] « Et la mémoire courte », { $said-text }.
    [7] « Comptez-les vite, avant qu’ils ne s’enfuient », { $said-text }.
    [8] « Le pavé est glissant, à cette table », { $said-text }.
    [9] « En ce cas, je vous plains sincèrement », { $said-text }.
    [10] « Pour le quart d’heure, oui », { $said-text }.
    [11] « Il a la vue bien basse, ce soir », { $said-text }.
    [12] « Tout le monde, dès que vous aurez le dos tourné », { $said-text }.
    [13] « C’est bien ce qu’on vous reproche », { $said-text }.
    [14] « À distance respectueuse, sans doute », { $said-text }.
    [15] « Elle vous dirait de vous arrêter là », { $said-text }.
    [16] « Comme un habit d’emprunt », { $said-text }.
    [17] « Le vice vous sied mieux que la vertu », { $said-text }.
    [18] « Buvez vite ; ils ont la santé fragile », { $said-text }.
   *[19] « Profitez-en ; à la tontine, l’envie change vite de chaise », { $said-text }.
    }

narrate-line-last-two = { $variant ->
    [0] « Eh bien, nous voilà face à face », { $said-text }.
    [1] « J’aurais préféré n’importe qui d’autre », { $said-text }, les yeux sur { $other-name }.
    [2] « Si nous partagions la corbeille pour aller souper ? » { $said-text }.
    [3] « Nous allons voir à présent qui a la meilleure chance », { $said-text }.
    [4] « Je vous préviens : j’entends gagner », { $said-text }.
    [5] « Toute la compagnie a les yeux sur nous », { $said-text }.
    [6] « Avouez que vous ne m’attendiez pas ici », { $said-text }.
    [7] « Il ne reste plus que nous ; gardons au moins les formes », { $said-text }.
    [8] « Voilà donc où le hasard voulait nous mener », { $said-text }.
    [9] « Votre main tremble, ce me semble ? » { $said-text }.
    [10] « Il ne reste que vous entre la corbeille et moi », { $said-text }.
    [11] « Voulez-vous que nous fassions la paix avant la guerre ? » { $said-text }.
    [12] « Je ne vous souhaite aucun mal ; seulement une mauvaise carte », { $said-text }.
    [13] « Nos amis sont tous au cimetière ; à qui le tour ? » { $said-text }.
    [14] « C’est un duel, à présent ; choisissez vos armes », { $said-text }.
    [15] « Ah ! { $other-name }, il fallait que ce fût vous ! » { $said-text }.
    [16] « Si je l’emporte, vous aurez ma reconnaissance et rien d’autre », { $said-text }.
    [17] « Jouons vite ; je n’aime pas les longues agonies », { $said-text }.
    [18] « Avez-vous encore le cœur de me regarder en face ? » { $said-text }.
   *[19] « L’un de nous va bientôt faire le bonheur de l’autre », { $said-text }.
    }
narrate-reply-last-two = { $variant ->
    [0] « Face à face, soit ; mais pas longtemps », { $said-text }.
    [1] « La politesse ne vous étouffe pas », { $said-text }.
    [2] « Pour rien au monde », { $said-text }. « Je soupe mieux quand j’ai gagné. »
    [3] « Je le sais déjà : c’est moi », { $said-text }.
    [4] « Voilà qui est franc ; moi aussi », { $said-text }.
    [5] « Qu’elle regarde ; je ne tremblerai pas pour si peu », { $said-text }.
    [6] « J’avoue tout, sauf ma défaite », { $said-text }.
    [7] « Les formes, soit ; la corbeille, jamais », { $said-text }.
    [8] « Il n’a pas encore dit son dernier mot », { $said-text }.
    [9] « C’est d’impatience », { $said-text }. « On tremble toujours un peu avant de gagner. »
    [10] « Et il ne reste que vous entre elle et moi ; nous voilà quittes », { $said-text }.
    [11] « La paix, volontiers, quand la corbeille sera dans ma poche », { $said-text }.
    [12] « Je vous rends le souhait, et de bon cœur », { $said-text }.
    [13] « Au vôtre, j’espère, et sans tarder », { $said-text }.
    [14] « Les cartes, et que le ciel juge », { $said-text }.
    [15] « Qui d’autre aurait pu vous tenir tête ? » { $said-text }.
    [16] « C’est déjà plus que ce que vous donnez d’ordinaire », { $said-text }.
    [17] « Alors vous n’aimerez pas la vôtre », { $said-text }.
    [18] « Le cœur, et les jetons aussi », { $said-text }.
   *[19] « Faites donc mon bonheur ; je ne m’en plaindrai pas », { $said-text }.
    }

narrate-line-box-up = { $variant ->
    [0] « La corbeille s’engraisse, et nos espérances avec elle », { $said-text }.
    [1] « Voyez comme elle se remplit », { $said-text }. « Quelqu’un sera riche ce soir. »
    [2] « Tout y entre et rien n’en sort », { $said-text }.
    [3] « Cette corbeille nous mange tout vifs », { $said-text }.
    [4] « Voilà bien le seul trésor de France qui prospère », { $said-text }.
    [5] « Qui donc a payé si cher, cette fois ? » { $said-text }.
    [6] « La corbeille pèse à présent plus lourd que ma bourse », { $said-text }.
    [7] « Plus elle grossit, plus je la trouve belle », { $said-text }.
    [8] « Encore des jetons dans la corbeille ; elle a l’estomac solide », { $said-text }.
    [9] « Si cela continue, il faudra une plus grande corbeille », { $said-text }.
    [10] « La corbeille a encore pris du ventre ! » { $said-text }.
    [11] « Voyez ce qu’on vient d’y jeter ; c’est une vraie dot », { $said-text }.
    [12] « Nous nourrissons ce panier comme un enfant gâté », { $said-text }.
    [13] « Quel plaisir de voir l’argent des autres s’y entasser ! » { $said-text }.
    [14] « Voilà la seule joueuse qui ne perde jamais », { $said-text }.
   *[15] « Grossis, ma belle, grossis ; je te cueillerai à la fin », { $said-text }.
    }
narrate-reply-box-up = { $variant ->
    [0] « Les miennes maigrissent d’autant », { $said-text }.
    [1] « Quelqu’un, oui ; et tous les autres, pauvres », { $said-text }.
    [2] « C’est le propre des corbeilles et des notaires », { $said-text }.
    [3] « Elle a bon appétit, et nous sommes tendres », { $said-text }.
    [4] « Celui-là, du moins, n’a pas de ministre », { $said-text }.
    [5] « Demandez plutôt qui n’a pas payé », { $said-text }.
    [6] « Ce n’est pas bien difficile, vu l’état de votre bourse », { $said-text }.
    [7] « On dit cela de toutes les fortunes qu’on n’a pas », { $said-text }.
    [8] « Et nous, la bourse bien faible », { $said-text }.
    [9] « Ou des joueurs plus heureux », { $said-text }.
    [10] « Comme un chanoine après vêpres », { $said-text }.
    [11] « Reste à savoir qui l’épousera », { $said-text }.
    [12] « Et il nous paiera de la même monnaie : en ingratitude », { $said-text }.
    [13] « Le vôtre y est aussi, je crois », { $said-text }.
    [14] « C’est qu’elle ne joue pas ; elle attend », { $said-text }.
   *[15] « Elle vous entend, et elle s’en moque », { $said-text }.
    }
narrate-line-box-down = { $variant ->
    [0] « La corbeille fond à vue d’œil », { $said-text }.
    [1] « À ce compte, il n’y aura bientôt plus rien à gagner », { $said-text }.
    [2] « Voyez comme la corbeille a maigri », { $said-text }.
    [3] « Quelqu’un s’est servi sans façon, ce me semble », { $said-text }.
    [4] « Voilà de quoi consoler quelqu’un », { $said-text }.
    [5] « La corbeille rend enfin un peu de ce qu’elle a pris », { $said-text }.
    [6] « Tant mieux ; une corbeille trop pleine fait des jaloux », { $said-text }.
    [7] « On me vole mon héritage sous les yeux », { $said-text }.
    [8] « Voilà la corbeille qui paie ses dettes ! » { $said-text }.
    [9] « On puise dans la corbeille comme dans une fontaine », { $said-text }.
    [10] « Moins il y a dans la corbeille, moins on la regrette », { $said-text }.
    [11] « Voilà une corbeille qui se vide plus vite qu’une bouteille de champagne », { $said-text }.
    [12] « Est-ce un pillage ou une distribution ? » { $said-text }.
    [13] « La corbeille s’allège, et mon humeur avec elle », { $said-text }.
    [14] « Tout ce qui sort de là finit dans d’autres poches que la mienne », { $said-text }.
   *[15] « Qui a donc ouvert les coffres du roi ? » { $said-text }.
    }
narrate-reply-box-down = { $variant ->
    [0] « Comme neige au soleil, et pas dans ma poche », { $said-text }.
    [1] « Alors nous jouerons pour l’honneur ; c’est plus économique », { $said-text }.
    [2] « Elle se remplumera bien assez tôt », { $said-text }.
    [3] « Le hasard fait les honneurs de la maison », { $said-text }.
    [4] « Pas moi, toujours », { $said-text }.
    [5] « Avec l’air d’un usurier qui fait l’aumône », { $said-text }.
    [6] « Vide, elle ne fera que des bâillements », { $said-text }.
    [7] « À votre place, je n’y compterais guère », { $said-text }.
    [8] « Elle en a de si vieilles qu’on les croyait oubliées », { $said-text }.
    [9] « Une fontaine qui tarira avant que j’aie soif », { $said-text }.
    [10] « Parlez pour vous ; je la regrette à chaque jeton », { $said-text }.
    [11] « Et qui laisse à tout le monde la tête aussi lourde », { $said-text }.
    [12] « Cela dépend de quel côté de la table on se trouve », { $said-text }.
    [13] « Votre humeur n’avait pas besoin de cela pour être légère », { $said-text }.
    [14] « C’est le sort des poches trouées », { $said-text }.
   *[15] « Un voisin trop heureux, et qui s’en cache mal », { $said-text }.
    }
narrate-line-box-flat = { $variant ->
    [0] « Rien ne change, sinon l’heure », { $said-text }.
    [1] « De ce train, nous jouerons jusqu’au déjeuner », { $said-text }.
    [2] « Cela tourne, et tourne encore », { $said-text }.
    [3] « Je jurerais que la corbeille n’a pas bougé de la soirée », { $said-text }.
    [4] « On dirait que la fortune s’est endormie », { $said-text }.
    [5] « Voilà une donne qui n’a servi à rien », { $said-text }.
    [6] « La corbeille fait la morte ; méfions-nous », { $said-text }.
    [7] « Ne se passera-t-il donc rien ce soir ? » { $said-text }.
    [8] « La corbeille n’a pas frémi d’un jeton », { $said-text }.
    [9] « La corbeille a été d’une sagesse exemplaire », { $said-text }.
    [10] « La corbeille garde son quant-à-soi », { $said-text }.
    [11] « Autant de jetons qu’avant dans la corbeille ; ni plus, ni moins », { $said-text }.
    [12] « La corbeille boude-t-elle ? » { $said-text }.
    [13] « Si la corbeille ne bouge pas, c’est que la fortune hésite », { $said-text }.
    [14] « À quoi bon retourner des cartes, si la corbeille ne s’en aperçoit pas ? » { $said-text }.
   *[15] « Toujours le même tas au milieu de la table », { $said-text }.
    }
    .presumes = nothing
narrate-reply-box-flat = { $variant ->
    [0] « L’heure, et la couleur de nos visages », { $said-text }.
    [1] « Qu’on fasse donc monter du chocolat », { $said-text }.
    [2] « Comme un carrosse embourbé », { $said-text }.
    [3] « Elle est comme vous : elle attend son heure », { $said-text }.
    [4] « Ne la réveillez pas ; elle pourrait se souvenir de moi », { $said-text }.
    [5] « Sauf à nous faire vieillir », { $said-text }.
    [6] « C’est le calme avant l’orage », { $said-text }.
    [7] « Patience ; il faudra bien que quelqu’un tombe », { $said-text }.
    [8] « Elle est de marbre, comme certaines personnes que je connais », { $said-text }.
    [9] « Trop sage ; je m’y endors », { $said-text }.
    [10] « Elle a de qui tenir, dans cette maison », { $said-text }.
    [11] « C’est ce qu’on appelle l’équilibre de l’Europe », { $said-text }.
    [12] « Elle réfléchit ; c’est plus dangereux », { $said-text }.
    [13] « Elle hésite comme une coquette au bal », { $said-text }.
    [14] « Pour le plaisir de la conversation », { $said-text }.
   *[15] « Il nous survivra tous, ce tas-là », { $said-text }.
    }

narrate-line-won = { $variant ->
    [0] « Je n’ai jamais fait si belle partie », { $said-text }.
    [1] « J’en demande pardon à tout le monde, mais je ne saurais feindre le regret », { $said-text }.
    [2] « Et je n’ai rien fait que retourner les cartes », { $said-text }.
    [3] « Qui l’eût cru ? » { $said-text }.
    [4] « Qu’on revienne demain me la disputer, si l’on ose », { $said-text }.
    [5] « Ce n’est que le hasard, vous savez », { $said-text }, en ramassant le tout.
    [6] « La tontine a parlé, et c’est en ma faveur », { $said-text }.
    [7] « Le souper est pour moi », { $said-text }. « C’est la corbeille qui régale. »
    [8] « Ma foi, je ne sais que faire de tant de richesses », { $said-text }.
    [9] « N’est-ce pas que je l’ai bien mérité ? » { $said-text }, en riant.
    [10] « La corbeille est à moi, et je n’en crois pas mes yeux », { $said-text }.
    [11] « Je bois à vos infortunes, qui ont fait ma fortune », { $said-text }.
    [12] « Que l’on m’aide à porter tout cela ! » { $said-text }.
    [13] « J’avais un pressentiment depuis le souper », { $said-text }.
    [14] « Voilà de quoi faire taire mes fournisseurs », { $said-text }.
    [15] « Ne me regardez pas ainsi ; je rendrais tout, si c’était l’usage », { $said-text }.
    [16] « Est-ce bien moi qui ai gagné ? » { $said-text }.
    [17] « Ah ! la belle chose que la tontine ! » { $said-text }.
    [18] « Je serai { $gender ->
        [female] généreuse
       *[other] généreux
        } : je vous laisse l’honneur d’avoir perdu », { $said-text }.
   *[19] « Il ne me reste plus qu’à être aimable avec mes pauvres victimes », { $said-text }.
    }
narrate-reply-won = { $bond-key ->
    [rivals] { $variant ->
        [0] « Le hasard, et rien d’autre », { $said-text }.
        [1] « La prochaine fois, c’est moi qui prendrai cette chaise », { $said-text }.
        [2] « Jouissez-en ; cela ne se reproduira pas », { $said-text }.
        [3] « Je vous félicite du bout des lèvres, et c’est beaucoup », { $said-text }.
        [4] « Voilà le triomphe le moins mérité de la saison », { $said-text }.
        [5] « Une horloge arrêtée dit bien l’heure juste, quelquefois », { $said-text }.
        [6] « Comptez bien ; je ne voudrais pas que vous vous trompiez à votre avantage », { $said-text }.
       *[7] « Je ne vous pardonnerai jamais cette soirée », { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Personne ne le méritait davantage », { $said-text }.
        [1] « Alors j’ai perdu avec plaisir », { $said-text }.
        [2] « Je vous aurais tout donné ; le sort m’a épargné la peine », { $said-text }.
        [3] « Votre bonheur me console de ma ruine », { $said-text }.
        [4] « La fortune a eu, ce soir, le même goût que moi », { $said-text }.
        [5] « Je n’ai perdu que des jetons ; vous m’avez pris bien davantage », { $said-text }.
        [6] « Vous voilà riche ; pourrez-vous encore souffrir ma compagnie ? » { $said-text }.
       *[7] « Jamais corbeille ne tomba en de meilleures mains », { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Tu seras insupportable au déjeuner », { $said-text }.
        [1] « Alors c’est toi qui paieras le fiacre », { $said-text }.
        [2] « Je te connais : tu nous en parleras jusqu’à la fin de nos jours », { $said-text }.
        [3] « Je veux ma part, au nom du sang », { $said-text }.
        [4] « Tu me dois au moins un ruban, pour t’avoir porté bonheur », { $said-text }.
        [5] « Ne compte pas que je te fasse la révérence », { $said-text }.
        [6] « Personne ne le croira quand je le raconterai », { $said-text }.
       *[7] « Et tu oses dire que tu n’aimes pas le jeu ? » { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Rangez cela tout de suite, et ne triomphez pas », { $said-text }.
        [1] « Fort bien ; et maintenant nous rentrons », { $said-text }.
        [2] « Gagnez, puisqu’il le faut, mais avec modestie », { $said-text }.
        [3] « Votre mère saura que vous avez eu de la chance, et rien de plus », { $said-text }.
        [4] « Remerciez la compagnie, et baissez les yeux », { $said-text }.
        [5] « La chance n’est pas un mérite ; souvenez-vous-en », { $said-text }.
        [6] « Je garderai cet argent jusqu’à notre retour », { $said-text }.
       *[7] « Est-il bien nécessaire de compter devant tout le monde ? » { $said-text }.
        }
    [debt] { $variant ->
        [0] « Vous pourrez donc me payer ce que vous me devez », { $said-text }.
        [1] « Je sais où ira une partie de cela », { $said-text }.
        [2] « Voilà qui tombe à merveille ; mon billet échoit demain », { $said-text }.
        [3] « Permettez que je vous félicite, et que je compte », { $said-text }.
        [4] « Je vous présenterai mon mémoire dès demain matin », { $said-text }.
        [5] « Enfin une nouvelle qui réjouira aussi vos créanciers », { $said-text }.
        [6] « Ne dépensez rien avant de m’avoir vu », { $said-text }.
       *[7] « Voilà ce qui s’appelle une heureuse échéance », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Une chance insolente », { $said-text }, « insolente ».
        [1] « Enfin, le souper », { $said-text }.
        [2] « Tous mes compliments, et toute mon envie », { $said-text }.
        [3] « Le sort aurait pu plus mal choisir », { $said-text }.
        [4] « Voilà une soirée dont vous parlerez longtemps », { $said-text }.
        [5] « Gardez-vous des amis que cette corbeille va vous faire », { $said-text }.
        [6] « Il faudra nous donner notre revanche, au moins », { $said-text }.
        [7] « Je n’ai jamais vu la fortune si constante », { $said-text }.
        [8] « Bravo ! » { $said-text }. « Et qu’on apporte le punch. »
        [9] « Vous nous avez tous enterrés avec beaucoup de grâce », { $said-text }.
        [10] « Avez-vous un secret, ou seulement de la chance ? » { $said-text }.
       *[11] « Le hasard a bien fait les choses, pour une fois », { $said-text }.
        }
    }

## Le point de vue

narrate-pov-in = { $variant ->
    [0] { $name } observait { $other-name } sans rien dire, mais rapprocha un peu ses jetons.
    [1] { $name } croisa le regard { $other-de-name } par-dessus la table, et baissa les yeux.
    [2] Il n’échappa pas { $a-name } que { $other-name } goûtait un peu trop la soirée.
    [3] { $name } songeait à la corbeille, et au long chemin qui restait à faire autour de la table.
    [4] { $name }, pour sa part, avait cessé de feindre de ne pas compter.
    [5] Les cartes commençaient à paraître { $a-name } moins un hasard qu’un jugement.
    [6] { $name } ne quittait guère des yeux le tas { $other-de-name }.
    [7] { $name } fit, à part soi, le compte de ce que tenait { $other-name }, et n’en fut pas { $gender ->
        [female] plus gaie
       *[other] plus gai
        }.
    [8] De sa place, { $name } surveillait { $other-name } avec plus d’attention qu’il n’y paraissait.
    [9] Tout en faisant bonne contenance, { $name } se demandait combien de temps durerait la chance { $other-de-name }.
    [10] { $name } n’en pensait pas moins, mais se garda de le dire.
    [11] Les paroles { $other-de-name } firent sourire { $name }, qui n’y répondit que des yeux.
    [12] Qui eût regardé { $name } à cet instant n’eût lu sur son visage qu’une parfaite indifférence.
    [13] Il sembla { $a-name } que la chance, ce soir, avait ses préférés, et que { $other-name } en était.
    [14] Sans lever les yeux, { $name } écoutait { $other-name } et comptait les jetons de la corbeille.
    [15] Une crainte vint { $a-name } : que la corbeille ne finît entre les mains { $other-de-name }.
    [16] Le menton dans la main, { $name } ne perdait pas un mot de ce que disait { $other-name }.
    [17] Chez { $name }, la prudence le disputait à l’envie, et { $other-name } n’y était pas pour rien.
    [18] Quant { $a-name }, chaque mot { $other-de-name } lui semblait une pierre jetée dans son jardin.
   *[19] Au fond, { $name } sentait que le vent tournait, sans savoir encore de quel côté.
    }
    .presumes = { $variant ->
        [11] spoken
        [14] spoken
        [16] spoken
        [18] spoken
        [1] apart
       *[other] nothing
    }
narrate-pov-out = { $variant ->
    [0] Du rang des morts, où il n’y avait plus qu’à regarder, { $name } observait { $other-name } avec le plus vif intérêt.
    [1] N’ayant plus rien à perdre, { $name } trouvait le jeu bien plus amusant à regarder qu’à jouer.
    [2] Parmi les morts, { $name } attendait un voisin charitable, sans quitter { $other-name } des yeux.
    [3] { $name } regardait la place vide sur le tapis, et songeait combien tout était parti vite.
    [4] { $gender ->
        [female] Toute morte qu’elle fût
        [male] Tout mort qu’il fût
       *[other] Tout mort qu’on fût
        }, { $name } avait encore le plaisir d’observer { $other-name }.
    [5] { $name }, hors du jeu pour l’heure, se renversa sur sa chaise et trouva la compagnie bien folle.
    [6] Sans un jeton sur le tapis, { $name } n’en suivait pas moins le jeu de près, et surtout { $other-name }.
    [7] Les morts ont l’avantage de tout voir ; { $name } en usait, les yeux sur { $other-name }.
    [8] À sa place, mais hors du jeu, { $name } écoutait { $other-name } avec un demi-sourire.
    [9] Qui n’a plus rien à perdre voit plus clair : { $name } jugeait { $other-name } avec une parfaite liberté d’esprit.
    [10] Pour { $name }, qui n’avait plus de jetons, la partie était devenue un spectacle, et { $other-name } en tenait le premier rôle.
    [11] Les mains vides sur le tapis, { $name } regardait { $other-name } comme on regarde une comédie.
    [12] Ce n’était plus son affaire ; { $name } n’en épiait pas moins { $other-name }.
    [13] Être mort à la tontine n’est pas sans agrément, et { $name } le découvrait en observant { $other-name }.
    [14] { $name } guettait, sur sa droite, la petite carte qui pourrait tout réparer, sans cesser d’écouter { $other-name }.
    [15] Du rang des spectateurs, { $name } voyait { $other-name } s’agiter, et s’en amusait fort.
    [16] La mort rend philosophe : { $name } considérait { $other-name } avec une indulgence toute nouvelle.
   *[17] Libre de tout souci, puisque de tout jeton, { $name } prêtait l’oreille à ce que disait { $other-name }.
    }
    .presumes = { $variant ->
        [8] spoken
        [14] spoken
        [17] spoken
       *[other] nothing
    }

## Entre les moments : une phrase par intervalle, sans compte. $drift-text dit ce que fit la corbeille.



## La fin

narrate-end-last-standing = { $variant ->
    [0] Ainsi { $name } survécut à tous, et prit la corbeille : { $pool ->
        [0] elle était vide à la fin
        [one] un seul jeton
       *[other] { WORDS($pool) } jetons
        }.
    [1] Il ne restait personne contre qui jouer, et { $name } prit la corbeille, { $pool ->
        [0] toute vide qu’elle était
        [one] avec son unique jeton
       *[other] avec ses { WORDS($pool) } jetons
        }.
    [2] Et ce fut la fin : { $name } { $gender ->
        [female] seule
       *[other] seul
        } avait encore des jetons, et tira à soi la corbeille, { $pool ->
        [0] où il n’y avait plus rien
        [one] avec son dernier jeton
       *[other] qui en contenait { WORDS($pool) }
        }.
    [3] Il ne resta bientôt plus personne en face, et la corbeille revint { $a-name }, { $pool ->
        [0] vide
        [one] un jeton dedans
       *[other] { WORDS($pool) } jetons dedans
        }.
    [4] { $name } leur avait survécu à tous, et l’on poussa sur le tapis la corbeille, { $pool ->
        [0] vide à la fin
        [one] qui ne tenait plus qu’un jeton
       *[other] avec ses { WORDS($pool) } jetons
        }.
    [5] Personne ne restait plus en face { $de-name }, et la corbeille lui revint, { $pool ->
        [0] vide, hélas
        [one] avec un unique jeton
       *[other] et avec elle ses { WORDS($pool) } jetons
        }.
    [6] Les autres étant tous tombés, { $name } n’eut plus qu’à tirer la corbeille à soi : { $pool ->
        [0] il n’y restait rien
        [one] un seul jeton y dormait
       *[other] { WORDS($pool) } jetons l’attendaient
        }.
   *[7] La partie s’acheva sur { $name }, { $gender ->
        [female] seule survivante
       *[other] seul survivant
        } de la table, à qui revint la corbeille { $pool ->
        [0] vide
        [one] et son unique jeton
       *[other] et ses { WORDS($pool) } jetons
        }.
    }
narrate-end-last-to-fall = { $variant ->
    [0] Tous ceux qui vivaient encore tombèrent dans la même donne, et { $name }, qui tomba après tous les autres, prit la corbeille selon la règle de la maison : { $pool ->
        [0] rien du tout
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }.
   *[1] À la dernière donne, tous tombèrent ensemble ; mais { $name } tomba { $gender ->
        [female] la dernière
       *[other] le dernier
        }, et ainsi, selon la règle de la maison, la corbeille lui revint : { $pool ->
        [0] vide
        [one] un seul jeton
       *[other] { WORDS($pool) } jetons
        }.
    }
narrate-end-deal-limit = { $variant ->
    [0] Les donnes convenues furent jouées, et { $name }, qui avait le plus, prit la corbeille : { $pool ->
        [0] rien
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }.
   *[1] La dernière donne convenue était faite ; { $name } avait le plus haut tas, et la corbeille avec, { $pool ->
        [0] toute vide qu’elle fût
        [one] un seul jeton
       *[other] { WORDS($pool) } jetons
        }.
    }
narrate-share-to = { $name }
narrate-end-shared-all-fell = { $variant ->
    [0] À la dernière donne, tous ceux qui vivaient encore tombèrent ensemble, et, selon la règle de la maison, la corbeille de { $pool ->
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        } fut partagée entre { $names-list }.
   *[1] Ils tombèrent tous à la fois, et la corbeille, { $pool ->
        [one] un seul jeton
       *[other] { WORDS($pool) } jetons
        }, fut divisée entre { $names-list } selon la règle de la maison.
    }
narrate-end-shared-deal-limit = { $variant ->
    [0] Les donnes convenues furent jouées, les plus riches à égalité, et la corbeille de { $pool ->
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        } fut divisée entre { $names-list }.
   *[1] Quand la dernière donne convenue fut faite, { $names-list } avaient des tas égaux, et se partagèrent la corbeille de { $pool ->
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }.
    }

narrate-close = { $stake-key ->
    [debt] { $variant ->
        [0] { $name } passa une longue nuit à refaire des comptes qui ne tombaient pas plus juste que la veille.
        [1] { $name } félicita { $other-name } avec une grâce parfaite, et songea aux échéances qui, elles, n’attendraient pas.
        [2] Il faudrait trouver ailleurs de quoi faire face, et { $name } le savait mieux que personne dans le salon.
        [3] { $name } regarda { $other-name } emporter la corbeille, et songea à tout ce qu’elle aurait réglé.
        [4] { $name } renvoya sa voiture et rentra à pied, ce qui était déjà un commencement d’économie.
        [5] Le lendemain, { $name } écrirait des lettres où il serait question de délais, et l’on ne les lirait pas avec plaisir.
        [6] { $name } vit la corbeille s’en aller chez { $other-name } comme on voit partir la dernière diligence.
        [7] Pour { $name }, il ne restait de la soirée qu’une dette intacte et un peu moins de sommeil.
        [8] { $name } sourit jusqu’à la porte, et ne cessa de sourire qu’au bas de l’escalier, où personne ne { $gender ->
            [female] la
           *[other] le
            } voyait plus.
       *[9] { $name } se promit de ne plus compter sur le hasard pour payer ses dettes, et la promesse dura sans doute jusqu’à la prochaine partie.
        }
    [pride] { $variant ->
        [0] { $name } déclara que ce n’était qu’un jeu sot, et on l’entendit le répéter plusieurs fois avant la fin de la soirée.
        [1] { $name } félicita { $other-name } fort joliment, et n’en dormit pas de la nuit.
        [2] { $name } sourit à la compagnie comme si de rien n’était, mais chacun vit que le coup avait porté.
        [3] { $name } assura que la tontine n’était qu’affaire de hasard, ce qu’on ne lui avait jamais entendu dire jusque-là.
        [4] { $name } expliqua longuement, à qui voulait l’entendre, comment la partie aurait dû tourner.
        [5] { $name } prit congé de bonne heure, sous prétexte d’une migraine que personne ne crut.
        [6] { $name } complimenta { $other-name } sur sa chance, en appuyant si fort sur le mot que toute la table l’entendit.
        [7] Le lendemain, toute la ville saurait que { $name } avait perdu, et c’était bien là ce qui { $gender ->
            [female] la
           *[other] le
            } piquait au vif.
        [8] { $name } demanda sa revanche pour la semaine suivante, d’un ton qui n’admettait pas de refus.
       *[9] { $name } déclara n’avoir joué que pour tenir compagnie, ce qu’on fit semblant de croire.
        }
    [gift] { $variant ->
        [0] { $name } devrait trouver par quelque autre moyen l’argent du don projeté.
        [1] { $name } regarda { $other-name } compter la corbeille, et remit à des jours meilleurs sa belle générosité.
        [2] Avec la corbeille s’en allait le beau projet { $de-name }, et c’était là la seule perte qui comptât.
        [3] { $name } félicita { $other-name } en se disant que la bonne intention, du moins, ne coûtait rien.
        [4] { $name } se dit qu’un don promis n’est pas un don perdu, et qu’il suffirait d’attendre une soirée plus heureuse.
        [5] Il faudrait, pour tenir parole, puiser ailleurs que dans la corbeille, et { $name } s’y résigna de bonne grâce.
        [6] { $name } ne regretta de la partie que ce qu’elle aurait permis de donner.
        [7] La générosité { $de-name } attendrait des jours meilleurs, et { $other-name } ne se douta pas de ce que son gain venait d’empêcher.
        [8] { $name } compta ce qui restait dans sa bourse, et conclut que le don serait plus modeste qu’on ne l’avait rêvé.
       *[9] { $name } souhaita que { $other-name } fît de la corbeille un aussi bon usage que celui qu’on lui avait destiné.
        }
    [wager] { $variant ->
        [0] { $name } pensa au pari, et aux railleries qui ne manqueraient pas de suivre.
        [1] Quelque part, un pari venait d’être perdu, et { $name } ne savait que trop par la faute de qui.
        [2] { $name } félicita { $other-name } de bonne grâce, mais songeait au pari, perdu du même coup.
        [3] La nouvelle du pari ferait le tour de la ville avant midi, et { $name } s’en serait bien { $gender ->
            [female] passée
           *[other] passé
            }.
        [4] Il faudrait payer le pari, et { $name } cherchait déjà comment présenter la chose sous un jour honorable.
        [5] { $name } maudit tout bas le pari, le hasard et { $other-name }, dans cet ordre.
        [6] { $name } se promit de ne plus parier que sur des choses certaines, ce qui, à la tontine, revenait à ne plus parier du tout.
        [7] { $name } résolut d’avouer la perte du pari avant que la rumeur ne s’en chargeât.
        [8] { $name } affecta d’en rire ; le pari, lui, ne riait pas.
       *[9] Sur le chemin du retour, { $name } chercha en vain comment se tirer avec honneur de ce mauvais pari.
        }
    [habit] { $variant ->
        [0] { $name } demanda seulement quand on rejouerait.
        [1] { $name } proposait déjà une autre soirée, avant même qu’on eût rangé les jetons.
        [2] Gagner ou perdre importait peu { $a-name } : la partie avait eu lieu, et c’était l’essentiel.
        [3] { $name } félicita { $other-name } par habitude, comme on se souhaite le bonsoir, et parlait déjà de la prochaine partie.
        [4] { $name } aida à ranger les jetons dans leur boîte, comme tous les soirs de sa vie.
        [5] { $name } nota la partie dans un petit carnet où figuraient toutes les autres, gagnées ou perdues.
        [6] { $name } regagna son logis à l’heure accoutumée, ni plus riche ni plus triste que la veille.
        [7] La défaite ne dérangea en rien les habitudes { $de-name }, qui se leva à la même minute que d’ordinaire.
        [8] { $name } regarda { $other-name } emporter la corbeille avec l’indifférence d’un vieux joueur qui en a vu partir bien d’autres.
       *[9] Pour { $name }, la soirée finissait comme toutes les autres, par un bâillement et un bonsoir.
        }
   *[nothing] { $variant ->
        [0] { $name } n’avait rien perdu qui comptât, et avait beaucoup vu.
        [1] { $name } descendit souper en pensant que la soirée avait été bien curieuse.
        [2] { $name } félicita { $other-name } sans arrière-pensée, et s’en fut chercher un verre d’orgeat.
        [3] Pour { $name }, qui n’avait risqué qu’un peu d’ennui, la partie avait tenu toutes ses promesses.
        [4] { $name } garda de la soirée de quoi divertir toute la semaine les salons de la ville.
        [5] { $name } regarda { $other-name } rassembler la corbeille, et trouva que la chance avait, cette fois, bien choisi.
        [6] Il était tard ; { $name } demanda sa voiture, et l’on se sépara sur le palier en riant encore.
        [7] { $name } conclut que la tontine était le plus honnête des jeux, puisqu’on y perdait sans y être pour rien.
        [8] De toute la soirée, { $name } ne regretta que le dernier verre de punch, qu’on avait oublié de lui servir.
       *[9] { $name } s’en alla { $gender ->
            [female] contente
           *[other] content
            }, ayant assez perdu pour avoir part à la conversation, et pas assez pour en souffrir.
        }
    }
narrate-close-won = { $stake-key ->
    [debt] { $variant ->
        [0] Pour cette fois, les comptes tomberaient juste, et { $name } dormit fort bien.
        [1] { $name } ne dit pas à quoi servirait le gain, mais ne se tenait plus de joie.
        [2] { $name } serra le gain avec un soin qui en disait long sur l’usage qui l’attendait dès le lendemain.
        [3] { $name } eut peine à cacher son soulagement, et chacun crut n’y voir que le plaisir de gagner.
        [4] Le lendemain matin, un créancier { $de-name } eut la surprise d’être payé sans avoir rien demandé.
        [5] { $name } recompta la corbeille sous la table, et la somme, pour une fois, suffisait.
        [6] { $name } rentra d’un pas léger, la bourse lourde et, pour un temps, le sommeil assuré.
        [7] { $name } remercia tout bas la fortune ; les créanciers, le lendemain, la remercieraient plus haut.
        [8] { $name } eut l’air d’un naufragé qui touche enfin la rive, et personne n’en devina la raison.
       *[9] Pour { $name }, la tontine n’était plus un jeu, mais une Providence, et la Providence avait, ce soir-là, payé comptant.
        }
    [pride] { $variant ->
        [0] { $name } avait toujours dit qu’il en serait ainsi.
        [1] { $name } prit tout son temps pour ramasser la corbeille, afin que personne n’en perdît rien.
        [2] { $name } reçut les compliments comme un dû, et en redemanda presque.
        [3] { $name } n’eut pas la modestie de s’en étonner, et l’on n’en attendait pas tant.
        [4] { $name } expliqua à la table comment on gagne à un jeu de hasard, et la table eut la politesse d’écouter.
        [5] { $name } fit le tour du salon pour recevoir les compliments, sans en oublier aucun.
        [6] Le lendemain, toute la ville saurait que { $name } avait gagné ; { $name } y veillerait.
        [7] { $name } déclara que la fortune savait reconnaître le mérite, et personne n’osa soutenir le contraire.
        [8] { $name } accepta la victoire comme un hommage longtemps attendu.
       *[9] { $name } ne se lassa pas de raconter la dernière donne, qu’on avait pourtant vue de ses propres yeux.
        }
    [gift] { $variant ->
        [0] Le don projeté se ferait dès le lendemain, et { $name } en rayonnait.
        [1] { $name } pensait moins au gain qu’à l’usage promis, et c’était la personne la plus heureuse du salon.
        [2] { $name } serra la corbeille comme un bien qui ne lui appartenait déjà plus.
        [3] Cette fois du moins, la fortune avait servi une bonne intention, et { $name } ne manqua pas de le faire remarquer.
        [4] { $name } songeait déjà moins au jeu qu’à ceux que le gain rendrait heureux.
        [5] Jamais corbeille ne fut plus vite gagnée ni plus vite donnée : { $name } en disposait déjà en pensée.
        [6] { $name } dit en riant que la fortune s’était, pour une fois, montrée généreuse par procuration.
        [7] { $name } ne voulut rien garder du gain : tout irait au don promis.
        [8] Le gain { $de-name } avait déjà sa destination, et c’était ce qui rendait la victoire si douce.
       *[9] { $name } remercia la compagnie d’avoir, sans le savoir, contribué à une générosité.
        }
    [wager] { $variant ->
        [0] Quelque part, un pari était gagné, et { $name } brûlait d’en avoir des nouvelles.
        [1] { $name } composait déjà en pensée le billet qui annoncerait l’issue du pari.
        [2] Le pari était gagné, et { $name } se promit de n’en rien dire avant le lendemain, pour le plaisir de faire attendre.
        [3] { $name } sourit en songeant au pari, et à la mine que ferait le perdant.
        [4] { $name } demanda de l’encre et du papier, car l’issue du pari ne pouvait attendre le lendemain.
        [5] Quelque part dans la ville, quelqu’un allait devoir payer, et { $name } n’en éprouvait aucun remords.
        [6] { $name } rit longtemps, d’un rire qui s’adressait visiblement à quelqu’un qui n’était pas là.
        [7] Le pari était tranché, et { $name } en savourait l’issue bien plus que la corbeille.
        [8] { $name } parla de faire encadrer la dernière carte, témoin du pari gagné.
       *[9] { $name } leva son verre à la santé d’un absent, qui ne la boirait pas de bon cœur.
        }
    [habit] { $variant ->
        [0] { $name } demanda aussitôt quand on rejouerait.
        [1] { $name } rassembla les jetons comme si cela arrivait tous les soirs.
        [2] { $name } accueillit la corbeille sans émotion particulière, et fixa la prochaine partie avant même de l’avoir comptée.
        [3] Gagner ne changeait rien aux habitudes { $de-name }, qui n’en retint que le plaisir d’avoir joué.
        [4] { $name } rangea le gain comme on range son ouvrage, sans hâte et sans triomphe.
        [5] Pour { $name }, la victoire n’était qu’une soirée de plus, un peu mieux payée que les autres.
        [6] { $name } souhaita le bonsoir et se retira à l’heure accoutumée, ni plus ni moins { $gender ->
            [female] émue
           *[other] ému
            } qu’à l’ordinaire.
        [7] { $name } fit observer que la corbeille lui revenait à peu près une fois l’an, et que c’était donc son tour.
        [8] { $name } demanda qu’on laissât la table dressée, puisqu’on y reviendrait bientôt.
       *[9] Gagnant comme perdant, { $name } eût dit bonsoir du même ton, et le dit.
        }
   *[nothing] { $variant ->
        [0] { $name } ne s’était pas { $gender ->
            [female] souciée
           *[other] soucié
            } de gagner, et naturellement avait gagné.
        [1] { $name } se mit à rire, et dit que le souper serait payé par la corbeille.
        [2] { $name } regarda la corbeille avec un étonnement sincère, comme un cadeau tombé du ciel.
        [3] { $name } accepta la faveur du sort sans chercher à la comprendre, ce qui est bien la meilleure manière.
        [4] { $name } se déclara { $gender ->
            [female] confuse
           *[other] confus
            } d’un tel bonheur, et ne l’était guère.
        [5] { $name } rentra riche d’une corbeille et d’une histoire, sans savoir laquelle valait le mieux.
        [6] { $name } compta la corbeille avec la curiosité d’un voyageur qui découvre une monnaie étrangère.
        [7] On porta la santé { $de-name }, qui la rendit à toute la compagnie.
        [8] { $name } jura de ne plus jamais jouer, afin de rester sur une victoire, et chacun savait ce que valait le serment.
       *[9] Le gain { $de-name } fit plus de bruit dans la conversation que dans sa bourse.
        }
    }
narrate-close-shared = { $variant ->
    [0] Personne n’était tout à fait satisfait, ce que { $name } trouva la plus juste des issues.
    [1] { $name } déclara qu’une corbeille partagée était la fin la plus sociable qu’un jeu pût avoir.
    [2] Et l’on descendit souper, chacun un peu plus riche ou un peu plus pauvre, et { $name } { $gender ->
        [female] la plus pensive
       *[other] le plus pensif
        } de tous.
    [3] { $name } remarqua qu’une tontine où chacun gagne un peu ressemble fort à une tontine où personne ne gagne.
    [4] On se sépara bons amis, et { $name } dit que c’était là le vrai gain de la soirée.
    [5] { $name } proposa de boire à la règle de la maison, qui avait su ne fâcher personne.
    [6] { $name } trouva que le sort, ne sachant que décider, avait eu la sagesse de ne rien décider du tout.
    [7] Chacun rentra chez soi avec sa part, et { $name } avec la conviction que la tontine n’avait pas dit son dernier mot.
    [8] { $name } déclara que le hasard avait eu, pour une fois, l’équité d’un juge de paix.
   *[9] Il y eut plus de politesses que de regrets, et { $name } ne fut pas { $gender ->
        [female] la dernière
       *[other] le dernier
        } à s’en féliciter.
    }

narrate-break-off = { $variant ->
    [0] Ici la compagnie se leva, la partie inachevée et la corbeille encore sur la table.
   *[1] Là s’arrête le récit de la soirée, la partie toujours indécise.
    }

narrate-begin-lot = { $variant ->
    [0] On tira au sort la donne, et le sort tomba sur { $name }, qui prit le jeu.
    [1] On tira la première donne au sort ; elle échut { $a-name }.
    [2] Le sort donna la première donne { $a-name }, et la partie commença.
    [3] Le sort désigna { $name } pour donner le premier.
    [4] Ce fut { $name } que le sort chargea de la première donne.
   *[5] On tira au sort qui donnerait ; ce fut { $name }, et l’on commença.
    }
narrate-begin-fan = { $variant ->
    [0] On tira les places dans un éventail de cartes étalées contre un éventail pareil tenu face cachée ; { $name } tira le roi, et la donne avec lui.
    [1] Chacun tira sa place dans l’éventail, selon l’usage, et le roi, avec la première donne, échut { $a-name }.
    [2] On étala un éventail de cartes pour les places, et { $name }, qui tira le roi, eut la donne.
    [3] Selon l’usage, on étala un éventail pour tirer les places ; le roi échut { $a-name }, et la donne avec lui.
    [4] Les places furent tirées à l’éventail, et ce fut { $name } qui, ayant le roi, commença de donner.
    [5] { $name } tira le roi dans l’éventail qu’on avait étalé pour les places, et prit donc la donne.
    [6] Ce fut l’éventail qui régla les places, et le roi, qui désigne le premier à donner, tomba entre les mains { $de-name }.
    [7] D’un éventail de cartes présenté face en dessous, chacun tira la sienne ; { $name } amena le roi et prit le jeu.
    [8] La main qui tira le roi dans l’éventail fut celle { $de-name }, et c’est par elle que la donne commença.
    [9] On se plaça selon l’éventail, chacun devant la carte pareille à la sienne, et la donne revint { $a-name }, que le roi désignait.
    [10] Nul ne contesta l’éventail : le roi sortit pour { $name }, qui rassembla aussitôt les cartes.
    [11] Pour les places, on s’en remit à l’éventail ; { $name } y prit le roi, et avec le roi la donne.
    [12] Sitôt les places tirées à l’éventail, { $name } montra son roi et battit les cartes.
    [13] Quelques rires saluèrent le tirage de l’éventail, qui plaça chacun au hasard et remit la première donne { $a-name }, qui tenait le roi.
    [14] Le hasard de l’éventail assit chacun à sa place ; quant à la première donne, elle fut pour { $name }, qui avait tiré le roi.
   *[15] Il fallut tirer les places, et l’on présenta l’éventail à la ronde ; le roi resta { $a-name }, et la donne aussi.
    }
    .presumes = { $variant ->
        [0] drawn-seats
        [1] drawn-seats
        [2] drawn-seats
        [3] drawn-seats
        [4] drawn-seats
        [5] drawn-seats
        [6] drawn-seats
        [9] drawn-seats
        [11] drawn-seats
        [12] drawn-seats
        [13] drawn-seats
        [14] drawn-seats
        [15] drawn-seats
       *[other] nothing
    }

narrate-other-one = { $variant ->
    [0] { $names } complétait la table.
   *[1] La dernière chaise était prise par { $names }.
    }
    .presumes = nothing

## Fins de phrase : un complément que le conteur peut placer à la fin d’une phrase de récit, avant le point.

## Entre les moments : le temps qui passe, dit par les personnes rencontrées, sans chiffres.

narrate-pass-hour = { $variant ->
    [0] La pendule de la cheminée sonna { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }.
    [1] Quelque part dans la maison, une horloge sonnait { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }.
    [2] Il était { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        } avant que personne songeât à regarder la pendule.
    [3] À { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, on apporta des bougies neuves.
    [4] Sur les { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, on servit le thé, sans que personne y prît garde.
    [5] On entendit sonner { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        } dans le vestibule, sans que personne levât les yeux.
    [6] Quelqu’un fit remarquer qu’il était plus de { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }.
    [7] Il sonna { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, et le jeu continua.
    [8] À { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, un domestique vint moucher les chandelles.
    [9] À { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, la compagnie était encore à la table.
    [10] Quand on regarda de nouveau la pendule, elle marquait { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }.
    [11] Vers { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, on fit passer du vin et des biscuits.
    [12] La pendule marquait déjà { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }.
    [13] Les bougies avaient déjà baissé d’un pouce, { $hour ->
        [1] quand sonna une heure
        [12] quand sonna minuit
       *[other] quand sonnèrent { WORDS($hour) } heures
        }.
    [14] { $hour ->
        [1] Une heure sonna
        [12] Minuit sonna
       *[other] { WORDS($hour) } heures sonnèrent
        } au clocher voisin, et personne ne songea à se lever.
    [15] La nuit avançait : { $hour ->
        [1] une heure avait sonné
        [12] minuit avait sonné
       *[other] { WORDS($hour) } heures avaient sonné
        }, et nul ne parlait encore de se retirer.
    [16] Au coup de { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        }, quelqu’un proposa qu’on s’arrêtât un moment ; personne ne l’écouta.
    [17] « Déjà { $hour ->
        [1] une heure
        [12] minuit
       *[other] { WORDS($hour) } heures
        } ! » s’écria quelqu’un en tirant sa montre, et l’on n’en continua pas moins à jouer.
   *[18] Les aiguilles approchaient { $hour ->
        [1] d’une heure
        [12] de minuit
       *[other] de { WORDS($hour) } heures
        } ; on redemanda des bougies.
    }
    .presumes = { $variant ->
        [9] after
        [10] after
        [12] after
        [13] after
       *[other] nothing
    }
narrate-pass-quiet = { $variant ->
    [0] Pendant quelque temps, personne ne tomba, et la conversation se porta ailleurs.
    [1] Plusieurs donnes passèrent sans malheur.
    [2] Il y eut un moment où la fortune parut se contenter de regarder.
    [3] Les cartes firent le tour de la table, et nul ne s’en trouva plus mal.
    [4] Une suite de cartes inoffensives délia les langues.
    [5] La fortune, pour un temps, épargna tout le monde.
    [6] On joua plusieurs tours sans qu’aucun tas se vidât.
    [7] Quelques donnes s’écoulèrent sans rien qui méritât d’être conté.
    [8] Ce fut une trêve : chacun paya, chacun reçut, et personne ne mourut.
    [9] Un calme s’établit autour de la table, et l’on en profita pour causer.
    [10] Les jetons, un moment, ne firent que passer de main en main, sans ruiner personne.
    [11] Nul ne tomba de toute cette suite de donnes.
   *[12] On eût dit que les cartes elles-mêmes voulaient ménager la compagnie.
    }
narrate-pass-thin = { $variant ->
    [0] Cependant les petits tas s’épuisaient l’un après l’autre.
    [1] Au fil des donnes, plusieurs joueurs allèrent sans bruit grossir le rang des morts.
    [2] La table s’éclaircit à mesure que fondaient les petites fortunes.
    [3] Un à un, les moins bien pourvus rejoignirent les morts, qui gardaient leur chaise et suivaient le jeu.
    [4] Ceux qui n’avaient plus rien restaient assis, les mains vides, à regarder jouer les autres.
    [5] Les petites bourses ne résistèrent pas longtemps.
    [6] Peu à peu, le cercle des joueurs se resserra.
    [7] Ceux qui n’avaient que quelques jetons les virent partir un à un.
    [8] Il y eut, parmi les plus pauvres, une véritable hécatombe.
    [9] La mort, à cette table, commença par les plus démunis.
    [10] Les morts accueillirent bientôt ceux que le jeu avait dépouillés.
    [11] On ne comptait plus les petits tas qui disparaissaient.
   *[12] De donne en donne, les moins riches passaient du côté des spectateurs.
    }
    .presumes = { $variant ->
        [0] after
       *[other] nothing
    }
narrate-pass-churn = { $variant ->
    [0] Pendant un temps, les morts et les vivants ne cessèrent de changer de place.
    [1] Ce fut une suite étourdissante de morts et de résurrections, dont personne ne tint le compte.
    [2] As et deux allaient et venaient, et le rang des morts se remplissait et se vidait tour à tour.
    [3] Les donnes suivantes ne furent que confusion : une chute ici, un retour là.
    [4] On mourait, on ressuscitait : la table ne savait plus qui comptait parmi les vivants.
    [5] Les jetons couraient si vite de main en main que les morts d’un tour étaient les vivants du suivant.
    [6] Jamais on ne vit tant d’allées et venues chez les morts.
    [7] À peine un joueur tombait-il qu’un autre revenait au jeu.
    [8] Tantôt l’un tombait, tantôt l’autre se relevait ; la fortune ne tenait en place nulle part.
    [9] La mort semblait alors ne rien prendre qu’à titre de prêt.
    [10] Plus d’un passa chez les morts et en revint presque aussitôt.
   *[11] Ce furent des donnes capricieuses : ce que l’une ôtait, la suivante le rendait.
    }
narrate-pass-fell = { $variant ->
    [0] Dans les donnes qui suivirent, { $name } fut { $gender ->
        [female] ruinée
       *[other] ruiné
        } sans que personne vît bien comment.
    [1] Avant peu, { $name } avait donné son dernier jeton et rejoint les morts.
    [2] Ce fut dans cet intervalle que { $name } tomba, avec plus de sang-froid qu’on ne l’eût cru.
    [3] { $name } tint bon quelque temps, mais dut enfin rendre les armes.
    [4] Peu à peu, le tas { $de-name } fondit, puis disparut.
    [5] Peu après, { $name } était au nombre des morts.
    [6] Puis ce fut au tour { $de-name } de donner le dernier jeton.
    [7] Les donnes suivantes achevèrent { $name }.
    [8] { $name } dura encore quelques donnes, puis plus du tout.
    [9] Avec le temps, il ne resta plus rien { $a-name } non plus.
    [10] Les morts accueillirent, un peu plus tard, { $name }.
    [11] La corbeille finit par avoir raison { $de-name }.
    [12] Au bout de quelques donnes, il fallut compter { $name } parmi les morts.
    [13] La fortune, qui avait longtemps ménagé { $name }, finit par s’en lasser.
    [14] { $name } perdit son dernier jeton dans une donne dont personne ne garda le souvenir.
    [15] On vit alors { $name } pousser son dernier jeton, et rester les mains vides.
    [16] Rien ne put retenir les jetons { $de-name }, qui s’en allèrent jusqu’au dernier.
    [17] Donne après donne, la place { $de-name } se dégarnit, jusqu’à ce qu’il n’y restât rien.
    [18] De disgrâce en disgrâce, { $name } en vint à son dernier jeton, et le perdit.
    [19] Les cartes, dans l’intervalle, ne furent pas tendres pour { $name }, qui finit par tout perdre.
    [20] Il arriva ce qui devait arriver : { $name } n’eut plus de quoi payer, et tomba.
    [21] Il suffit de quelques mauvaises cartes pour mettre { $name } au nombre des morts.
    [22] Sans éclat, presque sans qu’on le vît, { $name } passa du côté des morts.
   *[23] Le sort s’acharna sur { $name }, tant et si bien qu’il ne lui resta rien.
    }
    .presumes = { $variant ->
        [2] after
        [6] after
        [9] after
        [19] after
       *[other] nothing
    }
narrate-pass-fell-two = { $variant ->
    [0] { $name } et { $other-name } tombèrent { $gender ->
        [female] { $other-gender ->
            [female] toutes deux
           *[other] tous deux
            }
       *[other] tous deux
        } dans les donnes suivantes.
    [1] Les donnes suivantes emportèrent { $name }, et bientôt après { $other-name }.
    [2] Ni { $name } ni { $other-name } ne passèrent le cap des donnes qui suivirent.
    [3] Dans l’intervalle, la ruine frappa { $name }, puis { $other-name }.
    [4] Les morts virent arriver { $name }, puis { $other-name }.
    [5] { $name } prit le chemin des morts, et { $other-name } ne tarda pas à l’y suivre.
    [6] Deux joueurs de plus perdirent tout dans l’intervalle : { $name } et { $other-name }.
    [7] Quand on compta de nouveau, ni { $name } ni { $other-name } n’avaient plus rien.
    [8] Les donnes suivantes furent cruelles pour { $name } comme pour { $other-name } : il ne leur resta rien.
    [9] { $other-name } ne survécut que de quelques donnes à la ruine { $de-name }.
    [10] La corbeille eut raison { $de-name } d’abord, puis { $other-de-name }.
    [11] Ce fut ensuite le tour { $de-name }, et presque aussitôt celui { $other-de-name }.
    [12] On perdit bientôt { $name } ; { $other-name } suivit peu après.
    [13] La liste des morts s’allongea de deux noms : { $name } et { $other-name }.
    [14] Au cours de ces donnes, la fortune abandonna tour à tour { $name } et { $other-name }.
    [15] Tandis que les cartes continuaient de tourner, { $name } et { $other-name } virent s’en aller leurs derniers jetons.
    [16] Ni la patience { $de-name } ni celle { $other-de-name } n’y firent rien : leurs derniers jetons s’en allèrent dans la même heure.
    [17] Entre deux donnes, on vit { $name } pousser son dernier jeton ; un peu plus tard, ce fut le tour { $other-de-name }.
    [18] { $name } tomba d’abord, { $other-name } ensuite, et l’on compta deux morts de plus.
    [19] Les jetons { $de-name } fondirent dans ces donnes, et le petit tas { $other-de-name } ne tint pas davantage.
    [20] On s’attendait à la chute { $de-name } ; celle { $other-de-name }, qui suivit de près, surprit davantage.
    [21] Vers ce temps-là, deux places se vidèrent sur le tapis : celle { $de-name }, puis celle { $other-de-name }.
    [22] Il y eut deux victimes dans ces donnes, et ce furent { $name } et { $other-name }.
    [23] Pendant ce temps, { $name } avait tout perdu, et { $other-name } de même.
    [24] Les derniers jetons { $de-name } s’en allèrent, et, peu après, ceux { $other-de-name }.
    [25] { $gender ->
        [female] { $other-gender ->
            [female] L’une après l’autre
           *[other] L’un après l’autre
            }
       *[other] L’un après l’autre
        }, { $name } et { $other-name } rejoignirent les morts.
    [26] Il fallut bientôt faire place parmi les morts pour { $name }, et presque aussitôt pour { $other-name }.
    [27] Les donnes se succédèrent, et avec elles la ruine { $de-name }, puis celle { $other-de-name }.
    [28] La fortune tourna pour de bon contre { $name } et contre { $other-name }, qui ne s’en relevèrent pas de sitôt.
    [29] Dans ces mêmes donnes, la corbeille engloutit ce que possédaient encore { $name } et { $other-name }.
    [30] { $other-name } tomba dans ces donnes, et { $name } dans les mêmes, sans que la table y prît beaucoup garde.
   *[31] { $gender ->
        [female] { $other-gender ->
            [female] Ruinées
           *[other] Ruinés
            }
       *[other] Ruinés
        } à peu de donnes d’intervalle, { $name } et { $other-name } échangèrent un regard de condoléance.
    }
    .presumes = { $variant ->
        [3] after
        [6] after
        [7] after
        [11] after
        [18] after
        [21] after
        [23] after
       *[other] nothing
    }
narrate-pass-rose = { $variant ->
    [0] Entre-temps, la carte d’un voisin avait rendu { $name } au jeu.
    [1] Dans l’intervalle, un paiement heureux ramena { $name } parmi les vivants.
    [2] Un as, un peu plus tard, remit { $name } parmi les joueurs.
    [3] { $name }, qu’on croyait { $gender ->
        [female] perdue
       *[other] perdu
        } pour le jeu, y revint bientôt.
    [4] Plus tard, un paiement que nul ne remarqua remit { $name } en jeu.
    [5] Puis { $name } revint à la vie, sur la carte d’un voisin.
    [6] Les morts perdirent bientôt { $name }, { $gender ->
        [female] rendue
       *[other] rendu
        } aux vivants.
    [7] Quelques donnes plus loin, { $name } avait de nouveau des jetons.
    [8] Un paiement inattendu rendit la vie { $a-name }.
    [9] Ce n’était pas encore la fin { $de-name } : un jeton revint.
    [10] Avant longtemps, les morts furent un de moins : { $name } jouait de nouveau.
   *[11] La malchance d’un voisin fit la fortune { $de-name }, qui reprit sa place au jeu.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [5] after
       *[other] nothing
    }
narrate-pass-lead = { $variant ->
    [0] Pendant tout ce temps, le tas { $de-name } n’avait cessé de grossir : c’était maintenant le plus haut de la table.
    [1] { $name } avait alors, sans bruit, pris la tête de la compagnie.
    [2] Quand on y prit garde, c’était { $name } qui menait la table.
    [3] Peu à peu, { $name } prit l’avantage sur tout le monde.
    [4] Le plus gros tas de la table était désormais celui { $de-name }.
    [5] Dans l’intervalle, { $name } avait pris le pas sur les autres.
    [6] Sans que personne le remarquât, { $name } avait pris la tête.
    [7] Ces donnes firent { $de-name } la plus grosse fortune de la table.
    [8] C’était maintenant { $name } qui avait le plus à perdre.
    [9] Les jetons s’amassèrent lentement devant { $name }, tant qu’enfin personne n’en eut davantage.
    [10] La tête du jeu était passée, entre-temps, { $a-name }.
   *[11] On s’aperçut alors que personne n’avait plus de jetons que { $name }.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [5] after
        [10] after
       *[other] nothing
    }

## Comment on pose une question, selon l’humeur.

narrate-asked-lively = { $variant ->
    [0] s’écria { $name } en riant
    [1] demanda gaiement { $name }
    [2] demanda { $name }, tout impatient{ $gender ->
        [female] e
       *[other] {""}
        }
    [3] demanda { $name }
    [4] s’enquit { $name } avec vivacité
    [5] lança { $name }
   *[6] demanda { $name } avec entrain
    }
    .presumes = { $variant ->
        [0] cry
       *[other] nothing
    }
narrate-asked-sharp = { $variant ->
    [0] demanda sèchement { $name }
    [1] s’enquit { $name }, non sans aigreur
    [2] demanda { $name }
    [3] demanda { $name }
    [4] demanda { $name } d’un ton bref
    [5] s’enquit froidement { $name }
   *[6] fit { $name }, sans lever les yeux
    }
narrate-asked-timid = { $variant ->
    [0] demanda doucement { $name }
    [1] hasarda { $name }
    [2] demanda { $name } à mi-voix
    [3] demanda { $name }
    [4] demanda { $name } à mi-voix
    [5] osa demander { $name }
   *[6] souffla { $name }
    }
narrate-asked-grave = { $variant ->
    [0] demanda gravement { $name }
    [1] s’enquit { $name }
    [2] demanda { $name } avec le plus grand sérieux
    [3] demanda { $name }
    [4] demanda lentement { $name }
    [5] demanda { $name } après un silence
   *[6] s’informa { $name }
    }
narrate-asked-vain = { $variant ->
    [0] demanda { $name }, un œil sur la glace
    [1] demanda { $name } avec un sourire satisfait
    [2] s’enquit { $name } en arrangeant sa manchette
    [3] demanda { $name }
    [4] demanda { $name } d’un air détaché
    [5] s’enquit { $name } en jouant avec sa chaîne de montre
   *[6] fit { $name } en prenant la pose
    }
narrate-asked-easy = { $variant ->
    [0] demanda { $name } tranquillement
    [1] demanda { $name }
    [2] demanda { $name } en souriant
    [3] demanda { $name } avec douceur
    [4] s’enquit { $name }
    [5] demanda { $name } en souriant
   *[6] voulut savoir { $name }
    }

## Comment la personne tombée le prit, selon son humeur ; comment la table prit un retour.

narrate-tail-fall-lively = { $variant ->
    [0] , en riant plus fort que personne
    [1] , avec un gémissement de comédie
   *[2] , en déclarant que c’était la meilleure plaisanterie de la soirée
    }
narrate-tail-fall-sharp = { $variant ->
    [0] , avec un regard qui accusait toute la table
    [1] , non sans un mot piquant sur les cartes
   *[2] , en remarquant que le jeu avait été mal battu
    }
narrate-tail-fall-timid = { $variant ->
    [0] , avec un petit cri
    [1] , presque { $gender ->
        [female] soulagée
       *[other] soulagé
        } d’en être quitte
   *[2] , en rougissant jusqu’aux oreilles
    }
narrate-tail-fall-grave = { $variant ->
    [0] , sans changer de visage
    [1] , comme si la chose avait été prévue
   *[2] , les mains croisées sur la table
    }
narrate-tail-fall-vain = { $variant ->
    [0] , en affectant de n’en avoir aucun souci
    [1] , avec un mouvement de tête
   *[2] , l’œil en quête de qui l’avait remarqué
    }
narrate-tail-fall-easy = { $variant ->
    [0] , avec un haussement d’épaules et un sourire
    [1] , en disant que ce n’était que justice
   *[2] , bien à son aise pour regarder la suite
    }
narrate-tail-rise = { $variant ->
    [0] , aux applaudissements de tous
    [1] , parmi les cris de bienvenue
    [2] , au grand amusement de la compagnie
    [3] , à la surprise générale
   *[4] , ce qui fit aux morts un compagnon de moins
    }

## Les règles dites par quelqu’un de la table, en parties.

narrate-rules-intro = { $variant ->
    [0] { $name } se chargea d’expliquer le jeu.
    [1] Ce fut { $name } qui dit les règles, et lestement.
    [2] { $name } y avait joué à Paris et l’expliqua avec beaucoup de patience.
    [3] Les règles furent données par { $name }, qui les tenait d’un ami de province.
    [4] Personne d’autre n’avouant connaître le jeu, { $name } l’expliqua.
    [5] Ce soin revint { $a-name }, qui avait vu jouer la tontine à Lyon, chez une vieille parente.
    [6] On pria { $name } de dire les règles, et l’on n’eut pas à insister.
    [7] { $name } toussa, posa { $gender ->
        [female] son éventail
       *[other] sa tabatière
        } sur le tapis et commença sa leçon.
    [8] Il fallut bien que quelqu’un instruisît la compagnie, et ce fut { $name }.
    [9] Tous les regards se tournèrent vers { $name }, qui passait pour savoir le jeu.
    [10] À la prière générale, { $name } voulut bien mettre la compagnie au fait.
   *[11] Sans se faire prier, { $name } exposa le jeu en peu de mots.
    }
narrate-rules-court = { $variant ->
    [0] « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet un seul », { $said-text }.
    [1] « Les figures tirent de la corbeille : le roi { WORDS($king) }, la dame { WORDS($queen) }, le valet un », { $said-text }.
    [2] « On retourne une carte, et elle vous dit ce qu’il faut faire », { $said-text }. « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet un. »
    [3] « Rien de plus simple », { $said-text } en étalant les figures. « Celles-ci tirent de la corbeille, le roi le plus, le valet le moins. »
    [4] « Tout y est hasard et rien n’y est science, c’est ce qui en fait le charme », { $said-text }. « Les rois, les dames et les valets sont les bonnes cartes : ils tirent de la corbeille. »
    [5] « Ce sont les figures qui font les heureux », { $said-text }. « Un roi vous vaut { WORDS($king) } jetons pris à la corbeille, une dame { WORDS($queen) }, un valet un seul. »
    [6] « Retenez d’abord ceci, { $said-text } : le roi prend { WORDS($king) } jetons dans la corbeille, la dame { WORDS($queen) }, le valet un seul. »
    [7] « Qui retourne un roi puise { WORDS($king) } jetons dans la corbeille », { $said-text }. « Pour une dame, c’est { WORDS($queen) } ; pour un valet, un seul. »
    [8] « Commençons par la cour », { $said-text }. « Le roi, en bon souverain, se sert largement : { WORDS($king) } jetons de la corbeille. La dame en prend { WORDS($queen) }, et le valet, qui n’est qu’un valet, un seul. »
    [9] « Dès qu’une figure paraît, c’est la corbeille qui paie », { $said-text }. « Plus la figure est haute, plus elle y prend : le roi davantage que la dame, la dame davantage que le valet. »
    [10] « Tant mieux pour qui tire un roi, { $said-text } : il prend { WORDS($king) } jetons à la corbeille. Une dame lui en vaut { WORDS($queen) }, un valet un seul. »
   *[11] « Un peu d’attention, je vous prie », { $said-text }. « Un roi retourné se paie { WORDS($king) } jetons sur la corbeille, une dame { WORDS($queen) }, un valet un seul. »
    }
narrate-rules-small = { $variant ->
    [0] les petites cartes y mettent, les paires { WORDS($high) } jetons chacune, les impaires un seul.
    [1] un quatre, un six ou un huit met { WORDS($high) } jetons à la corbeille ; un cinq, un sept ou un neuf, un seul.
    [2] au-dessous du dix, une carte paire paie double et une impaire simple.
    [3] ce sont les petites cartes qui nourrissent la corbeille, les paires deux fois plus que les impaires.
    [4] quant aux basses cartes qui tombent entre le trois et le dix, elles paient à la corbeille : { WORDS($high) } jetons si elles sont paires, un seul si elles sont impaires.
    [5] tout ce qui est plus haut que le trois et plus bas que le dix met à la corbeille, la carte paire { WORDS($high) } jetons, l’impaire { WORDS($low) }.
    [6] viennent ensuite les cartes moyennes, qui paient au lieu de prendre : la carte paire donne { WORDS($high) } jetons à la corbeille, l’impaire un seul.
    [7] pour les cartes du milieu, c’est tout le contraire : elles versent à la corbeille, les paires deux fois autant que les impaires.
    [8] la corbeille, en revanche, se remplit des cartes moyennes : une carte paire y met { WORDS($high) } jetons, une impaire un seul.
    [9] mais qu’il sorte une carte moyenne, et c’est vous qui payez : { WORDS($high) } jetons à la corbeille si elle est paire, un seul si elle est impaire.
    [10] entre le trois et le dix, on paie à la corbeille au lieu d’y puiser, et la carte paire coûte le double de l’impaire.
    [11] les autres cartes, hormis l’as, le deux, le trois et le dix, sont à la charge du joueur : une carte paire lui coûte { WORDS($high) } jetons pour la corbeille, une impaire un seul.
    [12] le quatre, le six et le huit coûtent chacun { WORDS($high) } jetons à qui les retourne, le cinq, le sept et le neuf un seul, et tout cela va dans la corbeille.
    [13] voici maintenant ce qui remplit la corbeille : un quatre, un six ou un huit y verse { WORDS($high) } jetons ; un cinq, un sept ou un neuf, un seul.
    [14] pour peu qu’on retourne une carte paire entre le quatre et le huit, on doit { WORDS($high) } jetons à la corbeille ; une impaire, du cinq au neuf, n’en coûte qu’un.
   *[15] les cartes basses, du quatre au neuf, sont l’impôt de la partie : { WORDS($high) } jetons pour les paires, un pour les impaires, le tout versé à la corbeille.
    }
narrate-rules-left = { $variant ->
    [0] L’as, le deux et le trois paient à un voisin de gauche autant de jetons qu’ils ont de points, et aussi loin ; le dix ne fait rien du tout.
    [1] Vers la gauche vont les paiements de l’as, du deux et du trois : l’as au voisin, le deux au suivant, le trois à celui d’après. Le dix ne bouge pas.
    [2] Avec un as vous payez votre voisin de gauche, avec un deux le second, avec un trois le troisième, toujours un jeton par point. Le dix, rien.
    [3] Les trois plus petites cartes paient un voisin et non la corbeille : autant de jetons, autant de chaises vers la gauche. Du dix, il n’y a rien à dire.
    [4] L’as donne un jeton à votre voisin de gauche ; le deux en donne deux à celui qui vient après ; le trois en donne trois au suivant encore. Quant au dix, il ne fait ni bien ni mal.
    [5] Pour l’as, le deux et le trois, la corbeille n’y est pour rien : on paie sur sa gauche, autant de jetons et autant de places que la carte a de points. Le dix, lui, laisse tout comme il était.
    [6] Un as, et vous devez un jeton à qui est assis à votre gauche ; un deux, et vous en devez deux à celui d’après ; un trois, et c’est le troisième sur la gauche qui en reçoit trois. Le dix ne coûte ni ne rapporte rien.
    [7] Ni l’as, ni le deux, ni le trois ne touchent à la corbeille : ils paient vers la gauche, à la première chaise, à la seconde ou à la troisième, un jeton par point. Le dix ne fait rien.
    [8] Gare à l’as, au deux et au trois : l’as paie un jeton au voisin de gauche, le deux deux jetons au second, le trois trois jetons au troisième. Le dix, en honnête carte, ne fait rien.
    [9] Ce que donnent l’as, le deux et le trois va à un voisin, jamais à la corbeille : l’as au plus proche sur la gauche, le deux à celui d’après, le trois une place plus loin, chacun autant de jetons que de points. Le dix ne remue pas un jeton.
    [10] Sort-il un as ? Un jeton pour votre voisin de gauche. Un deux vous en coûte deux, pour le voisin suivant, et un trois en coûte trois, pour celui d’après. Et le dix ? Rien du tout.
    [11] Restent l’as, le deux et le trois, qui paient un voisin de gauche, le premier, le second ou le troisième, à raison d’un jeton par point. Le dix est le seul qui ne fasse rien.
    [12] L’as, le deux et le trois ne regardent que les voisins de gauche : un jeton au premier pour l’as, deux au second pour le deux, trois au troisième pour le trois. Le dix passe sans rien faire.
    [13] Si vous retournez un as, votre voisin de gauche reçoit de vous un jeton ; un deux, c’est deux jetons au voisin suivant ; un trois, trois jetons à celui d’après. Du dix, rien à craindre ni à espérer.
    [14] Autre chose pour l’as, le deux et le trois : ils paient sur la gauche, chacun autant de jetons qu’il a de points, et à autant de places. Le dix ne compte pour rien.
   *[15] Quant à l’as, il vous coûte un jeton pour votre voisin de gauche ; le deux, deux jetons pour le suivant ; le trois, trois jetons pour celui qui vient après. Le dix vous laisse en paix.
    }
narrate-rules-dead = { $variant ->
    [0] Qui perd son dernier jeton est mort ; mais le paiement d’un voisin peut le ramener.
    [1] Quand on n’a plus rien, on est mort, jusqu’à ce qu’un autre vous rende au monde.
    [2] Qui est dépouillé de tout est mort, et peut revivre si un voisin le paie.
    [3] Un joueur à court de jetons est mort, mais il n’est pas tout à fait perdu : que la carte d’un voisin le paie, et le voilà ressuscité.
    [4] Plus de jetons, et l’on est mort ; mais un voisin qui vous paie vous remet au nombre des vivants.
    [5] Celui dont la pile est épuisée est mort, jusqu’à ce que la carte d’un voisin lui envoie de quoi revivre.
    [6] Qui n’a plus un jeton est mort ; mais ce n’est pas pour toujours, car le paiement d’un voisin le ressuscite.
    [7] On meurt avec son dernier jeton, et l’on ressuscite dès que la carte d’un voisin vous en fait passer.
    [8] Une fois ruiné, on est mort ; mais c’est une mort de salon, dont le premier voisin qui vous paie vous tire.
    [9] La mort, ici, c’est de n’avoir plus un seul jeton ; mais on n’y reste pas toujours, et le voisin qui vous paie vous ressuscite.
    [10] Sans jetons, point de vie : on est mort. Mais que la carte d’un voisin vous paie, et vous reprenez place parmi les vivants.
    [11] Le joueur qui n’a plus rien devant lui est mort, et ne revit que si la carte d’un voisin le paie.
    [12] Celui qui a tout payé n’est pas chassé de la table : il est mort, garde sa chaise, et revit dès qu’un voisin le paie.
    [13] À qui n’a plus un jeton, on ne donne plus de carte : il est mort ; mais qu’un voisin lui paie quelque chose, et il rentre au jeu.
    [14] N’avoir plus rien, c’est mourir ; mais les morts gardent leur place, et le premier paiement qui leur arrive les ressuscite.
   *[15] Vous voilà sans jetons ? Vous êtes mort, mais pour un temps seulement : le voisin qui vous paie vous rend la vie.
    }
narrate-rules-speech = { $variant ->
   *[0] « { $speech-text } »
    }

## L’hôte, à sa propre table.

narrate-meet-host = { $variant ->
    [0] { $name }, { $temper-text }, présidait la table.
    [1] Au haut bout de la table était { $gender ->
        [female] la maîtresse de maison
        [male] le maître de maison
       *[other] la personne qui recevait
        }, { $name }, { $temper-text }.
    [2] { $name }, { $temper-text }, s’était réservé le fauteuil le plus proche de la sonnette, comme il convient à qui reçoit.
    [3] { $gender ->
        [female] La maîtresse de maison s’assit la dernière
        [male] Le maître de maison s’assit le dernier
       *[other] La personne qui recevait s’assit la dernière
        } ; c’était { $name }, { $temper-text }.
    [4] { $name }, { $temper-text }, avait reçu la compagnie à la porte du salon avant de prendre le meilleur fauteuil.
    [5] Les billets d’invitation étaient partis de chez { $name }, { $temper-text }.
    [6] { $name }, { $temper-text }, faisait les honneurs de la maison depuis le haut bout de la table.
    [7] Dans le fauteuil d’honneur, comme le voulait la maison, se tenait { $name }, { $temper-text }.
    [8] { $name }, { $temper-text }, avait veillé aux bougies et aux jetons avant l’arrivée du premier invité.
    [9] C’était chez { $name }, { $temper-text }, qu’on jouait ce soir-là.
    [10] { $name }, { $temper-text }, recevait.
    [11] { $name }, { $temper-text }, avait fait dresser la table de jeu dès le matin.
    [12] On était reçu par { $name }, { $temper-text }.
    [13] { $name }, { $temper-text }, avait fait monter pour l’occasion ce que la cave offrait de meilleur.
    [14] { $name }, { $temper-text }, tenait à ce que chacun fût content, et le répétait.
    [15] { $name }, { $temper-text }, ouvrait sa maison pour la tontine comme d’autres l’ouvrent pour un bal.
    [16] Il n’était pas de maison plus accueillante que celle où recevait { $name }, { $temper-text }.
    [17] { $name }, { $temper-text }, passa d’un invité à l’autre avant de s’asseoir à son tour.
    [18] Chez { $name }, { $temper-text }, les cartes étaient une tradition de la maison.
   *[19] Chacun, en entrant, saluait d’abord { $name }, { $temper-text }.
    }
    .presumes = { $variant ->
        [1] long-table
        [2] chosen-seats
        [4] chosen-seats
        [6] long-table
        [7] chosen-seats
       *[other] nothing
    }

# L’incise d’une réplique sans manière (deux répliques sur cinq) : tout locuteur, toute réplique qui n’est pas un cri.
narrate-said-plain = { $variant ->
    [0] dit { $name }
   *[1] fit { $name }
    }
