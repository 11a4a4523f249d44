# La partie racontée, dans la langue d’un salon de la fin du XVIIIe siècle.
# Un identifiant terminé par -1, -2… est une tournure d’une même famille ; le conteur prend la moins servie.
# Personnes : $name (et $other-name), avec $a-name (« à Madame X », « au Chevalier »), $de-name
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
narrate-room-2 = Il pleuvait ce soir-là sur { $place } ; on ranima le feu, on moucha les chandelles, et { $name } proposa la tontine, dont tout le beau monde parlait.
narrate-room-3 = Le whist parut fade et le pharaon trop cher ; à { $place }, la compagnie se rassembla donc autour de la table ronde, où { $name } avait fait disposer les jetons.

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
    } avant qu’on eût retourné la moindre carte.
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
    } { $gender ->
    [female] tandis qu’elle-même mourait
    [male] tandis que lui-même mourait
   *[other] au moment même où son propre jeu s’éteignait
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
   *[5] Le dernier jeton
    }

narrate-season-spring = { $variant ->
    [0] par un doux soir d’avril
    [1] un soir de la fin de mars, les volets encore clos contre le vent
    [2] par un soir de mai, quand les lilas fleurissaient dans tous les jardins
   *[3] par une soirée humide et tiède du début du printemps
    }
narrate-season-summer = { $variant ->
    [0] par un soir lourd de juillet
    [1] par une longue soirée de juin, où il faisait encore jour à neuf heures
    [2] un soir d’août, les fenêtres grandes ouvertes pour avoir un peu d’air
   *[3] par une soirée étouffante, au plus fort de l’été
    }
narrate-season-autumn = { $variant ->
    [0] par un soir âpre de novembre
    [1] par une nuit pluvieuse d’octobre, les feuilles volant dans la rue
    [2] un soir de septembre, quand on allumait les premiers feux
   *[3] par un soir de brouillard, à la fin de l’automne
    }
narrate-season-winter = { $variant ->
    [0] par un soir glacé de janvier
    [1] par une nuit de neige, peu après Noël
    [2] un soir de février, le givre aux carreaux
   *[3] par une sombre soirée de décembre
    }

narrate-house = { $variant ->
    [0] dans le salon de la maison { $de-name }, sur le Mail
    [1] dans le petit cabinet que { $name } réservait au jeu
    [2] dans la grande pièce de la maison que { $name } avait louée pour la saison
    [3] dans le salon { $de-name }, fraîchement tendu de damas vert
    [4] dans le vieux salon lambrissé où { $name } recevait
   *[5] au premier étage, dans le salon { $de-name }, au-dessus de la rue
    }

narrate-setting = { $variant ->
    [0] Ce fut { $season-text } qu’une compagnie se réunit { $house-text }, à { $place } ; le whist parut fade et le pharaon trop cher, et l’on proposa la tontine.
    [1] À { $place }, { $season-text }, on venait d’emporter le service à thé { $house-text } quand on fit apporter la table ronde et une boîte de jetons.
    [2] À { $place }, { $season-text }, on desservit de bonne heure { $house-text }, et { $gender ->
        [female] la maîtresse de maison
        [male] le maître de maison
       *[other] l’on
        }, qui n’aimait rien tant qu’un jeu de commerce, fit poser les bougies sur la table de jeu.
    [3] Il n’y avait point de bal à { $place } cette semaine-là ; aussi, { $season-text }, la société ordinaire se retrouva-t-elle { $house-text }, où l’on avait promis quelque chose de nouveau.
    [4] { $season-text }, on avait allumé les bougies { $house-text }, à { $place } ; on fit compter les jetons, et la compagnie approcha les chaises.
   *[5] On était convenu à { $place } de jouer { $house-text }, { $season-text }, et { $gender ->
        [female] la maîtresse de maison
        [male] le maître de maison
       *[other] l’on
        } ne voulut entendre parler que de la tontine, que tout le beau monde jouait alors.
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
   *[3] { $gender ->
        [female] la plus folâtre créature qui eût jamais perdu un éventail au brelan
        [male] le plus joyeux garçon qui eût jamais perdu un louis au brelan
       *[other] la plus folâtre personne qui eût jamais perdu au brelan
        }
    }
narrate-temper-sharp = { $variant ->
    [0] dont la langue passait pour la plus prompte de la ville
    [1] qui comptait deux fois ses jetons et une fois ceux des autres
    [2] { $gender ->
        [female] une dame aux avis arrêtés, sans patience pour les sots
        [male] un homme aux avis arrêtés, sans patience pour les sots
       *[other] une personne aux avis arrêtés, sans patience pour les sots
        }
   *[3] que l’on redoutait à toutes les tables de jeu de la province
    }
narrate-temper-timid = { $variant ->
    [0] qu’on avait { $gender ->
        [female] amenée
       *[other] amené
        } à la table bien malgré soi
    [1] { $gender ->
        [female] une jeune personne timide qui levait rarement les yeux de ses cartes
        [male] un jeune homme timide qui levait rarement les yeux de ses cartes
       *[other] une âme timide qui levait rarement les yeux de ses cartes
        }
    [2] qui rougissait chaque fois qu’on poussait la corbeille de son côté
   *[3] qui n’avait jamais joué à rien de plus périlleux qu’aux jonchets
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
   *[3] qui pesait chaque carte comme si le crédit de l’État en dépendait
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
       *[other] très consciente des regards qu’on lui portait
        }
   *[3] qui veillait à ce que chacune de ses bonnes cartes fût bien vue
    }
narrate-temper-easy = { $variant ->
    [0] qui se contentait de gagner, et presque autant de perdre
    [1] { $gender ->
        [female] une bonne dame accommodante que rien, au jeu, ne pouvait fâcher
        [male] un bon vivant accommodant que rien, au jeu, ne pouvait fâcher
       *[other] une bonne âme que rien, au jeu, ne pouvait fâcher
        }
    [2] { $gender ->
        [female] venue pour la compagnie et restée pour le souper
       *[other] venu pour la compagnie et resté pour le souper
        }
   *[3] qui avait apporté sa bonne humeur à la table et comptait bien la garder
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
   *[13] Il y avait là { $name }, { $temper-text }.
    }

narrate-bond-rivals = { $variant ->
    [0] Entre { $name } et { $other-name }, il y avait du froid depuis un certain bal, et { $gender ->
        [female] { $other-gender ->
            [female] ni l’une ni l’autre
           *[other] ni l’un ni l’autre
            }
       *[other] ni l’un ni l’autre
        } n’entendait céder un pouce.
    [1] Depuis des hivers, { $name } et { $other-name } se disputaient tout, au jeu, { $gender ->
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
   *[7] { $name } ne regardait { $other-name } qu’avec une politesse glacée, qu’on lui rendait bien.
    }
narrate-bond-courtship = { $variant ->
    [0] { $name } avait trouvé moyen de s’asseoir à côté { $other-de-name }, et tout le salon l’avait remarqué.
    [1] On murmurait qu’il serait question de mariage entre { $name } et { $other-name } avant Pâques, si le courage ne manquait pas.
    [2] Ce soir-là, { $name } n’avait d’yeux pour aucune carte autant que pour { $other-name }.
    [3] Chacun savait que { $name } et { $other-name } avaient dansé ensemble plus d’une fois au dernier bal, et chacun observait.
    [4] On avait placé { $name } près { $other-de-name }, et personne ne croyait que ce fût par hasard.
    [5] Depuis le dernier bal, { $name } cherchait toutes les occasions de parler { $other-a-name }, et la soirée n’en manquait pas.
    [6] Les mères de la ville comptaient les contredanses que { $name } avait accordées { $other-a-name }.
    [7] Tout le monde avait compris que { $name } ne jouait ce soir que pour plaire { $other-a-name }.
    [8] On prêtait { $a-name } des vues sur { $other-name }, et la soirée devait, disait-on, en décider.
   *[9] Une tante, au bout de la table, surveillait avec intérêt les regards que { $name } adressait { $other-a-name }.
    }
narrate-bond-siblings = { $variant ->
    [0] { $name } et { $other-name } étaient du même sang, et se querellaient comme on se querelle en famille.
    [1] De la même famille, { $name } et { $other-name } se surveillaient d’un bout de la table à l’autre.
    [2] Élevés ensemble, { $name } et { $other-name } ne pouvaient s’asseoir à la même table sans se disputer.
    [3] { $name } avait promis à la famille de ramener { $other-name } sans encombre.
    [4] { $name } et { $other-name }, qui étaient parents, se disputaient déjà la meilleure chaise.
   *[5] Le même sang coulait chez { $name } et chez { $other-name }, et la même obstination aussi.
    }
narrate-bond-chaperone = { $variant ->
    [0] { $name } avait la garde { $other-de-name } pour la saison, et surveillait chaque carte comme un prétendant.
    [1] { $other-name } était { $other-gender ->
        [female] venue
       *[other] venu
        } avec { $name }, qui avait promis à une mère restée en province qu’on ne jouerait pas gros jeu.
    [2] { $name } se tenait au coude { $other-de-name }, comme il sied à un chaperon, et désapprouvait déjà le jeu.
   *[3] C’était le devoir { $de-name } de ramener { $other-name } de bonne heure, et ce devoir ne serait pas négligé.
    }
narrate-bond-debt = { $variant ->
    [0] { $name } devait { $other-a-name } une somme dont { $gender ->
        [female] { $other-gender ->
            [female] ni l’une ni l’autre
           *[other] ni l’un ni l’autre
            }
       *[other] ni l’un ni l’autre
        } ne parlait, et dont { $gender ->
        [female] { $other-gender ->
            [female] toutes deux
           *[other] tous deux
            }
       *[other] tous deux
        } se souvenaient.
    [1] Il y avait une petite affaire d’argent entre { $name } et { $other-name }, perdue au piquet un mois plus tôt et pas encore réglée.
    [2] { $name } avait emprunté { $other-a-name } au printemps, et se montrait depuis d’une grande politesse.
    [3] { $other-name } détenait un billet { $de-name }, et on l’avait entendu le dire.
    [4] Une lettre de change, signée { $de-name } et gardée par { $other-name }, pesait sur la soirée plus qu’on ne le disait.
   *[5] { $name } n’avait pas encore rendu { $other-a-name } l’argent du dernier carnaval, et chacun des deux le savait.
    }

narrate-stake-debt = { $variant ->
    [0] { $name } avait des raisons particulières de vouloir gagner, des raisons qui tenaient à une note de marchande de modes.
    [1] Personne à la table n’était censé savoir que { $name } n’avait guère les moyens de perdre.
   *[2] Un gain réglerait un petit compte qui tourmentait { $name } depuis des semaines.
    }
narrate-stake-pride = { $variant ->
    [0] { $name } avait assuré au dîner ne jamais perdre aux jeux de société, et devait maintenant le prouver.
    [1] Pour { $name }, les jetons n’étaient rien ; c’était de gagner qui importait.
   *[2] { $name } avait perdu à toutes les tables de la ville cet hiver-là, et s’était juré que cela finirait.
    }
narrate-stake-gift = { $variant ->
    [0] { $name } avait dit en riant que le contenu de la corbeille servirait à acheter un présent pour quelqu’un de la table.
    [1] Le gain, s’il y en avait, { $name } le destinait au tronc des pauvres de la paroisse.
   *[2] { $name } avait jeté son dévolu sur une paire de gants vue dans une certaine vitrine, et comptait sur la corbeille pour les payer.
    }
narrate-stake-wager = { $variant ->
    [0] { $name } avait fait sur l’issue un pari secret avec quelqu’un qui n’était pas à la table.
    [1] On disait qu’au cercle, un pari avait été inscrit sur la chance { $de-name } ce soir-là.
   *[2] { $name } avait parié une paire de bas de soie contre une livre de tabac que la corbeille viendrait de son côté.
    }
narrate-stake-habit = { $variant ->
    [0] { $name } jouait parce qu’on avait toujours joué, et n’aurait su que faire ailleurs.
    [1] { $name } n’avait jamais manqué une soirée de cartes, et ne comptait pas commencer.
   *[2] Pour { $name }, une soirée sans cartes était une soirée perdue.
    }

narrate-others = { $variant ->
    [0] Le reste de la table se composait de { $names }.
    [1] { $names } occupaient les autres chaises.
    [2] Avec eux étaient assis { $names }.
    [3] Autour du reste de la table, on voyait { $names }.
    [4] { $names } complétaient la compagnie.
    [5] Il y avait encore { $names }.
   *[6] Les dernières chaises étaient pour { $names }.
    }
narrate-crowd = { $variant ->
    [0] La moitié du voisinage occupait les autres chaises, et l’on en fit venir d’autres de la salle à manger.
    [1] Il vint tant de monde qu’il fallut rallonger la table d’une seconde, et il en venait encore.
    [2] Le reste de la compagnie ne se comptait plus, car on avait apporté toutes les chaises de la maison.
   *[3] Il y avait en outre une foule de voisins, coude à coude autour de tables mises bout à bout.
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
   *[4] « Et qui donne après le premier ? » { $said-text }.
    }
narrate-answer = { $variant ->
    [0] « On regarde, et l’on espère que le voisin retournera un as », { $said-text }.
    [1] « Le dernier vivant prend tout », { $said-text }.
    [2] « Pas un liard de plus ; c’est tout l’agrément de la chose », { $said-text }.
    [3] « Aucune, et ainsi personne n’a honte de perdre », { $said-text }.
   *[4] « La donne passe à gauche, et chacun a son tour », { $said-text }.
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
   *[11] Avant la première carte, chacun paya son dû à la corbeille.
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
   *[13] Une seule carte, { $card-text }, suffit à achever { $name }.
    }
narrate-s-fall-give = { $variant ->
    [0] { $name } retourna { $card-text } et dut passer ses derniers jetons { $other-a-name }.
    [1] { $card-text } fut la fin { $de-name }, dont les derniers jetons glissèrent le long de la table jusqu’{ $other-a-name }.
    [2] Avec { $card-text }, { $name } paya tout ce qui restait { $other-a-name }.
    [3] { $card-text } échut { $a-name }, et { $other-name } eut le reste de ce petit tas.
    [4] Ce qui restait { $de-name } alla { $other-a-name }, comme le voulait { $card-text }.
   *[5] { $name } poussa ses derniers jetons vers { $other-name }, car { $card-text } l’exigeait.
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
    [8] Le reste { $de-name } s’en alla, sur { $card-text }, { $other-a-name }, qui ne possédait plus rien et se retrouva du nombre des vivants.
    [9] { $name } retourna { $card-text } : c’était sa ruine, et le salut { $other-de-name }, qui reprit place parmi les joueurs.
    [10] { $card-text } ruina ainsi { $name } et releva d’un même coup { $other-name }.
    [11] Payés sur { $card-text }, les derniers jetons { $de-name } allèrent droit { $other-a-name }, qui était du nombre des morts.
   *[12] Ce que { $name } paya pour { $card-text } fit revivre { $other-name } ; { $name }, pour sa part, n’avait plus rien.
    }
narrate-s-revive = { $variant ->
    [0] { $name } retourna { $card-text } et rendit { $other-name } au jeu.
    [1] { $card-text } obligea { $name } à payer { $other-name }, qui était hors du jeu et y rentrait.
    [2] Par { $card-text }, { $name } envoya des jetons { $other-a-name }, et { $other-gender ->
        [female] la morte revint au jeu
       *[other] le mort revint au jeu
        }.
    [3] { $card-text } échut { $a-name }, et un petit tas passa { $other-a-name }, qui jusque-là n’avait rien.
    [4] Avec { $card-text }, { $name } ranima { $other-name }, sans grand enthousiasme.
    [5] { $other-name } revint à la vie par { $card-text }, dans la main { $de-name }.
    [6] { $card-text } fit passer quelques jetons { $de-name } { $other-a-name }, qui reprit aussitôt sa place au jeu.
    [7] { $other-name } revint parmi les vivants, et ce fut { $name } qui, avec { $card-text }, en fit les frais.
    [8] Le paiement { $de-name }, sur { $card-text }, tira { $other-name } du nombre des morts.
    [9] Avec { $card-text }, { $name } dut payer { $other-name }, et ce fut assez pour { $other-gender ->
        [female] la
       *[other] le
        } remettre en jeu.
    [10] Sur { $card-text }, quelques jetons quittèrent { $name } pour { $other-name }, qui se retrouva parmi les vivants.
    [11] Sur { $card-text }, { $name } dut payer, et { $other-name } reprit vie.
    [12] Ce fut le malheur { $de-name } et le salut { $other-de-name } de voir paraître { $card-text }.
   *[13] Pour { $other-name }, la donne fut une résurrection : { $name } eut { $card-text }, et paya.
    }
narrate-back = { $variant ->
    [0] Entre-temps, { $name } avait été { $gender ->
        [female] rendue
       *[other] rendu
        } au jeu et comptait de nouveau parmi les vivants.
    [1] Au fil de ces donnes, le paiement d’un voisin avait ramené { $name } à la vie.
    [2] Quelques jetons étaient revenus { $a-name }, qui jouait de nouveau.
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
    [7] { $name } avait, sans bruit, retrouvé quelques jetons et sa place parmi les vivants.
    [8] On s’aperçut que { $name } jouait de nouveau : un voisin { $gender ->
        [female] l’avait payée
       *[other] l’avait payé
        } dans l’intervalle.
    [9] Dans l’intervalle, { $name } était { $gender ->
        [female] revenue
       *[other] revenu
        } d’entre les morts, grâce à la carte d’un voisin.
    [10] La chance d’un voisin avait déjà tiré { $name } du canapé des morts.
   *[11] { $name } n’était plus parmi les morts : une carte venue de la droite { $gender ->
        [female] l’avait rappelée
       *[other] l’avait rappelé
        } au jeu.
    }
narrate-s-take = { $variant ->
    [0] { $name } retourna { $card-text } et tira de la corbeille.
    [1] { $card-text } échut { $a-name }, qui se servit dans la corbeille sans façon.
    [2] À { $name } échut { $card-text }, et une poignée de jetons avec.
    [3] { $name } eut { $card-text }, et prit ce que la carte donnait.
   *[4] { $card-text } remit { $name } en fonds.
    }
narrate-s-take-empty = { $variant ->
    [0] { $name } retourna { $card-text } et tendit la main vers la corbeille, mais la trouva vide.
    [1] { $card-text } échut { $a-name } quand la corbeille n’avait plus rien à donner.
   *[2] { $name } eut { $card-text }, et il n’y avait pas un jeton à tirer.
    }
narrate-s-pay = { $variant ->
    [0] { $name } retourna { $card-text } et paya dans la corbeille.
    [1] { $card-text } coûta quelque chose { $a-name }.
    [2] { $name } paya pour { $card-text }.
   *[3] { $card-text } échut { $a-name }, et il fallut payer.
    }
narrate-s-give = { $variant ->
    [0] { $name } retourna { $card-text } et paya { $other-name }.
    [1] { $card-text } fit passer des jetons { $de-name } { $other-a-name }.
    [2] { $name } eut { $card-text }, et { $other-name } en profita.
   *[3] Par { $card-text }, une partie des jetons { $de-name } alla { $other-a-name }.
    }
narrate-s-void = { $variant ->
    [0] { $name } retourna { $card-text }, dont le paiement aurait fait le tour de la petite table pour revenir à la même main ; il fut nul.
   *[1] { $card-text } échut { $a-name } et, à si petite table, ne paya personne.
    }
narrate-s-nothing = { $variant ->
    [0] { $name } retourna { $card-text }, qui ne fit rien.
    [1] { $card-text } échut { $a-name }, et ne fit rien.
   *[2] Pour { $name }, il n’y eut que { $card-text }, qui ne paya ni ne tira.
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
   *[13] { $count ->
        [one] Avant qu’on eût ramassé les cartes, un autre avait suivi le même chemin.
       *[other] Avant qu’on eût ramassé les cartes, d’autres avaient suivi le même chemin.
        }
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
        } de tous, dut quitter la partie.
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
    [9] C’est { $name } qui avait désormais le plus gros tas, au grand déplaisir { $other-de-name }.
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
   *[9] Il fallut compter deux fois les vivants après cette donne, tant elle avait tout brouillé.
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
   *[3] Sur le moment, ce fut peu de chose, { $name } revivant.
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
    [2] dit { $name } à la cantonade
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

narrate-line-fell = { $variant ->
    [0] « { $gender ->
        [female] Morte
        [male] Mort
       *[other] Hors du jeu
        }, ma foi », { $said-text }.
    [1] « Me voilà tout à fait ruiné{ $gender ->
        [female] e
       *[other] {""}
        } », { $said-text }.
    [2] « Voilà le dernier de mes jetons parti », { $said-text }.
    [3] « Je reviendrai hanter mes voisins jusqu’à ce que l’un d’eux ait pitié », { $said-text }.
    [4] « Déjà ? » { $said-text }. « J’étais à peine assis{ $gender ->
        [female] e
       *[other] {""}
        }. »
   *[5] « Je me retire sur le canapé », { $said-text }.
    }
narrate-reply-fell = { $bond-key ->
    [rivals] { $variant ->
        [0] « J’en suis navré, vraiment », { $said-text }, sans en avoir l’air.
       *[1] « Il fallait bien que cela arrive à quelqu’un, et j’aime autant que ce ne soit pas moi », { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Alors je jouerai pour nous deux », { $said-text }.
       *[1] « Vous aurez mon premier as, je vous le promets », { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Je dirai à la maison avec quel courage tu l’as supporté », { $said-text }.
       *[1] « Tu as toujours quitté la table trop tôt », { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Vous viendrez donc vous asseoir près de moi, et sagement », { $said-text }.
       *[1] « Je l’avais bien dit, que rien de bon ne sortirait de ce jeu », { $said-text }.
        }
    [debt] { $variant ->
        [0] « Encore une chose que vous m’aurez perdue », { $said-text }.
       *[1] « Ne me regardez pas ; je n’ai rien à vous prêter ce soir », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Courage ; l’as peut encore revenir », { $said-text }.
       *[1] « Les morts ont la meilleure vue sur la table », { $said-text }.
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
        }, et pour une fois obligé{ $gender ->
        [female] e
       *[other] {""}
        } à mon voisin », { $said-text }.
    [4] « Je m’étais tout à fait résigné{ $gender ->
        [female] e
       *[other] {""}
        } », { $said-text }.
   *[5] « Suis-je vraiment parmi les vivants ? » { $said-text }.
    }
narrate-reply-rose = { $bond-key ->
    [rivals] { $variant ->
        [0] « Ne vous y habituez pas », { $said-text }.
       *[1] « Pour une donne ou deux, peut-être », { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Je n’en ai pas douté un instant », { $said-text }.
       *[1] « Alors la soirée est sauvée », { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Tu as toujours eu de la chance, sans jamais la mériter », { $said-text }.
       *[1] « Tâche de les garder, cette fois », { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Ne criez pas ainsi, je vous prie ; ce n’est qu’un jeton », { $said-text }.
       *[1] « Tenez-vous droite, alors, et faites attention à vos cartes », { $said-text }.
        }
    [debt] { $variant ->
        [0] « Vous pouvez donc commencer à penser à ce que vous me devez », { $said-text }.
       *[1] « J’en suis aise, pour moi autant que pour vous », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Soyez { $other-gender ->
            [female] la bienvenue
           *[other] le bienvenu
            } parmi nous », { $said-text }.
       *[1] « À ce jeu, les morts ne le sont jamais tout à fait », { $said-text }.
        }
    }

narrate-line-lead = { $variant ->
    [0] « Je commence à aimer ce jeu », { $said-text }.
    [1] « Vous voyez ce que c’est », { $said-text }. « Les cartes connaissent leurs amis. »
    [2] « Je serai magnanime dans la victoire », { $said-text }.
    [3] « Que personne ne regarde mon tas ; cela me porte malheur », { $said-text }.
   *[4] « Je ne croyais pas les rois si obligeants », { $said-text }.
    }
narrate-reply-lead = { $variant ->
    [0] « Il est encore tôt », { $said-text }.
    [1] « Tel qui rit vendredi, dimanche pleurera », { $said-text }.
    [2] « La corbeille a bonne mémoire », { $said-text }.
    [3] « Profitez-en tant que cela dure », { $said-text }.
   *[4] « J’ai vu de plus gros tas s’en aller en une donne », { $said-text }.
    }

narrate-line-last-two = { $variant ->
    [0] « Eh bien, { $other-name }, nous voilà face à face », { $said-text }.
    [1] « J’aurais préféré n’importe qui d’autre », { $said-text }, les yeux sur { $other-name }.
    [2] « Si nous partagions la corbeille pour aller souper ? » { $said-text }.
    [3] « Nous allons voir à présent qui a la meilleure chance », { $said-text }.
   *[4] « Je vous préviens, { $other-name } : j’entends gagner », { $said-text }.
    }
narrate-reply-last-two = { $variant ->
    [0] « Pour rien au monde », { $said-text }.
    [1] « J’allais dire la même chose », { $said-text }.
    [2] « Donnez, et finissons-en », { $said-text }.
    [3] « Alors que ce soit vite fait, car je meurs de faim », { $said-text }.
   *[4] « Nous verrons », { $said-text }.
    }

narrate-line-box-up = { $variant ->
    [0] « La corbeille s’engraisse, et nos espérances avec elle », { $said-text }.
    [1] « Voyez comme elle se remplit », { $said-text }. « Quelqu’un sera riche ce soir. »
    [2] « Tout y entre et rien n’en sort », { $said-text }.
   *[3] « Cette corbeille nous mange tout vifs », { $said-text }.
    }
narrate-reply-box-up = { $variant ->
    [0] « Espérons donc des rois », { $said-text }.
    [1] « Tant mieux pour qui vivra assez pour la prendre », { $said-text }.
    [2] « Cela ressortira, n’ayez crainte », { $said-text }.
   *[3] « J’aimerais mieux qu’elle se nourrisse de quelqu’un d’autre », { $said-text }.
    }
narrate-line-box-down = { $variant ->
    [0] « La corbeille s’en va à rien », { $said-text }.
    [1] « Les figures nous volent un beau prix », { $said-text }.
    [2] « De ce train, il n’y aura plus rien à gagner », { $said-text }.
   *[3] « Voyez comme la corbeille a maigri », { $said-text }.
    }
narrate-reply-box-down = { $variant ->
    [0] « Elle se remplira bien assez tôt », { $said-text }.
    [1] « Ce qui en sort est dans nos poches, c’est déjà cela », { $said-text }.
    [2] « Mieux vaut dans mon tas que dans la corbeille », { $said-text }.
   *[3] « Corbeille maigre, partie courte », { $said-text }.
    }
narrate-line-box-flat = { $variant ->
    [0] « Rien ne change, sinon l’heure », { $said-text }.
    [1] « De ce train nous jouerons jusqu’au déjeuner », { $said-text }.
    [2] « Cela tourne, et tourne encore », { $said-text }.
   *[3] « Je jurerais que la corbeille n’a pas bougé de la soirée », { $said-text }.
    }
narrate-reply-box-flat = { $variant ->
    [0] « Patience ; il faudra bien que quelqu’un tombe », { $said-text }.
    [1] « Alors, encore une donne », { $said-text }.
    [2] « C’est le calme avant l’orage », { $said-text }.
   *[3] « Je suis { $gender ->
        [female] fort contente
       *[other] fort content
        } ainsi », { $said-text }.
    }

narrate-line-won = { $variant ->
    [0] « Je n’ai jamais fait si belle partie », { $said-text }.
    [1] « J’en demande pardon à tout le monde, mais je ne saurais feindre le regret », { $said-text }.
    [2] « Et je n’ai rien fait que retourner les cartes », { $said-text }.
    [3] « Qui l’eût cru ? » { $said-text }.
    [4] « Il faudra tous revenir pour me la reprendre », { $said-text }.
   *[5] « Ce n’est que le hasard, vous savez », { $said-text }, en ramassant le tout.
    }
narrate-reply-won = { $bond-key ->
    [rivals] { $variant ->
        [0] « Le hasard, et rien d’autre », { $said-text }.
       *[1] « La prochaine fois, c’est moi qui prendrai cette chaise », { $said-text }.
        }
    [courtship] { $variant ->
        [0] « Personne ne le méritait davantage », { $said-text }.
       *[1] « Alors j’ai perdu avec plaisir », { $said-text }.
        }
    [siblings] { $variant ->
        [0] « Tu seras insupportable au déjeuner », { $said-text }.
       *[1] « Alors c’est toi qui paieras le fiacre », { $said-text }.
        }
    [chaperone] { $variant ->
        [0] « Rangez cela tout de suite, et ne triomphez pas », { $said-text }.
       *[1] « Fort bien ; et maintenant nous rentrons », { $said-text }.
        }
    [debt] { $variant ->
        [0] « Vous pourrez donc me payer ce que vous me devez », { $said-text }.
       *[1] « Je sais où ira une partie de cela », { $said-text }.
        }
   *[none] { $variant ->
        [0] « Une chance insolente », { $said-text }, « insolente ».
       *[1] « Enfin, le souper », { $said-text }.
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
   *[8] De sa place, { $name } surveillait { $other-name } avec plus d’attention qu’il n’y paraissait.
    }
narrate-pov-out = { $variant ->
    [0] Du canapé où l’on mettait les morts, { $name } observait { $other-name } avec le plus vif intérêt.
    [1] N’ayant plus rien à perdre, { $name } trouvait le jeu bien plus amusant à regarder qu’à jouer.
    [2] Parmi les morts, { $name } attendait un voisin charitable, sans quitter { $other-name } des yeux.
    [3] { $name } regardait la place vide sur le tapis, et songeait combien tout était parti vite.
    [4] { $gender ->
        [female] Toute morte qu’elle fût
        [male] Tout mort qu’il fût
       *[other] Tout mort qu’on fût
        }, { $name } avait encore le plaisir d’observer { $other-name }.
   *[5] { $name }, hors du jeu pour l’heure, se renversa sur sa chaise et trouva la compagnie bien folle.
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
    [3] Le dernier des autres tomba, et la corbeille revint { $a-name }, { $pool ->
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
    [0] À la dernière donne, tous ceux qui vivaient encore tombèrent ensemble, et selon la règle de la maison la corbeille de { $pool ->
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
        [0] { $name } pensa à la note de la marchande de modes, et sourit { $other-a-name } du mieux qu’on put.
       *[1] { $name } rentra plus pauvre, et passa une longue nuit à compter ce qu’on devait.
        }
    [pride] { $variant ->
        [0] { $name } déclara que ce n’était qu’un jeu sot, et on l’entendit le répéter plusieurs fois avant l’arrivée de la voiture.
       *[1] { $name } félicita { $other-name } fort joliment, et n’en dormit pas de la nuit.
        }
    [gift] { $variant ->
        [0] { $name } devrait trouver l’argent des gants par quelque autre moyen.
       *[1] Le tronc des pauvres attendrait, songeait { $name } en regardant { $other-name } compter.
        }
    [wager] { $variant ->
        [0] { $name } pensa au pari, et à la personne à qui il faudrait l’avouer.
       *[1] Quelque part, un pari était perdu à cause { $de-name }, et { $name } le savait.
        }
    [habit] { $variant ->
        [0] { $name } demanda seulement quand on rejouerait.
       *[1] { $name } proposait déjà une autre soirée avant qu’on eût rangé les jetons.
        }
   *[nothing] { $variant ->
        [0] { $name } n’avait rien perdu qui comptât, et avait beaucoup vu.
       *[1] { $name } descendit souper en pensant que la soirée avait été bien curieuse.
        }
    }
narrate-close-won = { $stake-key ->
    [debt] { $variant ->
        [0] La marchande de modes serait payée, après tout, et { $name } dormit fort bien.
       *[1] { $name } ne dit pas à quoi servirait le gain, mais ne se tenait plus de joie.
        }
    [pride] { $variant ->
        [0] { $name } avait toujours dit qu’il en serait ainsi.
       *[1] { $name } veilla à ce que chacun vît emporter la corbeille.
        }
    [gift] { $variant ->
        [0] Les gants seraient achetés dès le matin.
       *[1] { $name } pensait au tronc des pauvres, et c’était la personne la plus heureuse du salon.
        }
    [wager] { $variant ->
        [0] Quelque part un pari était gagné, et { $name } brûlait d’en avoir des nouvelles.
       *[1] { $name } composait déjà la lettre au sujet du pari.
        }
    [habit] { $variant ->
        [0] { $name } demanda aussitôt quand on rejouerait.
       *[1] { $name } rassembla les jetons comme si cela arrivait tous les soirs.
        }
   *[nothing] { $variant ->
        [0] { $name } ne s’était pas { $gender ->
        [female] souciée
       *[other] soucié
        } de gagner, et naturellement avait gagné.
       *[1] { $name } se mit à rire, et dit que le souper serait payé par la corbeille.
        }
    }
narrate-close-shared = { $variant ->
    [0] Personne n’était tout à fait satisfait, ce que { $name } trouva la plus juste des issues.
    [1] { $name } déclara qu’une corbeille partagée était la fin la plus sociable qu’un jeu pût avoir.
   *[2] Et l’on descendit souper, chacun un peu plus riche ou un peu plus pauvre, et { $name } { $gender ->
        [female] la plus pensive
       *[other] le plus pensif
        } de tous.
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
   *[5] { $name } tira le roi dans l’éventail qu’on avait étalé pour les places, et prit donc la donne.
    }

narrate-other-one = { $variant ->
    [0] { $names } complétait la table.
   *[1] La dernière chaise était prise par { $names }.
    }

## Fins de phrase : un complément que le conteur peut placer à la fin d’une phrase de récit, avant le point.

## Entre les moments : le temps qui passe, dit par les personnes rencontrées, sans chiffres.

narrate-pass-hour = { $variant ->
    [0] La pendule de la cheminée sonna { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }.
    [1] Quelque part dans la maison, une horloge sonnait { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }.
    [2] Il était { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        } avant que personne songeât à regarder la pendule.
    [3] À { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, on apporta des bougies neuves.
    [4] Sur les { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, on servit le thé, sans que personne y prît garde.
    [5] On entendit sonner { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        } dans le vestibule, sans que personne levât les yeux.
    [6] Quelqu’un fit remarquer qu’il était plus de { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }.
    [7] Il sonna { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, et le jeu continua.
    [8] À { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, un domestique vint moucher les chandelles.
    [9] À { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, la compagnie était encore à la table.
    [10] Quand on regarda de nouveau la pendule, elle marquait { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }.
    [11] Vers { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }, on fit passer du vin et des biscuits.
   *[12] La pendule marquait déjà { $hour ->
        [1] une heure
       *[other] { WORDS($hour) } heures
        }.
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
    [1] Au fil des donnes, plusieurs joueurs allèrent sans bruit s’asseoir sur le sofa.
    [2] La table s’éclaircit à mesure que fondaient les petites fortunes.
    [3] Un à un, les moins bien pourvus durent quitter le jeu.
    [4] On repoussa des chaises, l’une après l’autre : ceux qui n’avaient plus rien se levaient.
    [5] Les petites bourses ne résistèrent pas longtemps.
    [6] Peu à peu, le cercle des joueurs se resserra.
    [7] Ceux qui n’avaient que quelques jetons les virent partir un à un.
    [8] Il y eut, parmi les plus pauvres, une véritable hécatombe.
    [9] La mort, à cette table, commença par les plus démunis.
    [10] Le sofa accueillit bientôt ceux que le jeu avait dépouillés.
    [11] On ne comptait plus les petits tas qui disparaissaient.
   *[12] De donne en donne, les moins riches cédaient la place.
    }
narrate-pass-churn = { $variant ->
    [0] Pendant un temps, les morts et les vivants ne cessèrent de changer de place.
    [1] Ce fut une suite étourdissante de morts et de résurrections, dont personne ne tint le compte.
    [2] As et deux allaient et venaient, et le sofa se remplissait et se vidait tour à tour.
    [3] Les donnes suivantes ne furent que confusion : une chute ici, un retour là.
    [4] On mourait, on ressuscitait : la table ne savait plus qui comptait parmi les vivants.
    [5] Les jetons couraient si vite de main en main que les morts d’un tour étaient les vivants du suivant.
    [6] Jamais le sofa ne vit tant d’allées et venues.
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
    [2] C’est dans cet intervalle que { $name } tomba, avec plus de sang-froid qu’on ne l’eût cru.
    [3] { $name } tint bon quelque temps, mais dut enfin céder sa chaise.
    [4] Peu à peu le tas de { $name } fondit, puis disparut.
    [5] Peu après, { $name } était au nombre des morts.
    [6] Puis ce fut au tour { $de-name } de donner le dernier jeton.
    [7] Les donnes suivantes achevèrent { $name }.
    [8] { $name } dura encore quelques donnes, puis plus du tout.
    [9] Avec le temps, il ne resta plus rien { $a-name } non plus.
    [10] Les morts accueillirent, un peu plus tard, { $name }.
   *[11] La corbeille finit par avoir raison { $de-name }.
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
   *[12] On perdit bientôt { $name } ; { $other-name } suivit peu après.
    }
narrate-pass-rose = { $variant ->
    [0] Entre-temps, la carte d’un voisin avait rendu { $name } au jeu.
    [1] Dans l’intervalle, un paiement heureux ramena { $name } à la table.
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
narrate-pass-lead = { $variant ->
    [0] Pendant tout ce temps, le tas de { $name } n’avait cessé de grossir : c’était maintenant le plus haut de la table.
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
    [1] demanda { $name } à la cantonade
    [2] s’enquit { $name } en arrangeant sa manchette
    [3] demanda { $name }
    [4] demanda { $name } d’un air détaché
    [5] s’enquit { $name } avec un petit mouvement de tête
   *[6] fit { $name } à la cantonade
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
   *[2] , et déclara que c’était la meilleure plaisanterie de la soirée
    }
narrate-tail-fall-sharp = { $variant ->
    [0] , avec un regard qui accusait toute la table
    [1] , et dit un mot piquant sur les cartes
   *[2] , en remarquant que le jeu avait été mal battu
    }
narrate-tail-fall-timid = { $variant ->
    [0] , avec un petit cri
    [1] , et parut soulagé{ $gender ->
        [female] e
       *[other] {""}
        } d’en être quitte
   *[2] , en rougissant jusqu’aux oreilles
    }
narrate-tail-fall-grave = { $variant ->
    [0] , sans changer de visage
    [1] , comme si la chose avait été prévue
   *[2] , et croisa les mains sur la table
    }
narrate-tail-fall-vain = { $variant ->
    [0] , en affectant de n’en avoir aucun souci
    [1] , avec un mouvement de tête
   *[2] , et regarda qui l’avait remarqué
    }
narrate-tail-fall-easy = { $variant ->
    [0] , avec un haussement d’épaules et un sourire
    [1] , et dit que ce n’était que justice
   *[2] , et se carra pour regarder la suite
    }
narrate-tail-rise = { $variant ->
    [0] , aux applaudissements de tous
    [1] , parmi les cris de bienvenue
    [2] , au grand amusement de la compagnie
    [3] , à la surprise générale
   *[4] , et le sofa perdit un locataire
    }

## Les règles dites par quelqu’un de la table, en parties.

narrate-rules-intro = { $variant ->
    [0] { $name } se chargea d’expliquer le jeu.
    [1] Ce fut { $name } qui dit les règles, et lestement.
    [2] { $name } y avait joué à Paris et l’expliqua avec beaucoup de patience.
    [3] Les règles furent données par { $name }, qui les tenait d’un ami de province.
   *[4] Personne d’autre n’avouant connaître le jeu, { $name } l’expliqua.
    }
narrate-rules-court = { $variant ->
    [0] « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet un seul », { $said-text }.
    [1] « Les figures tirent de la corbeille : le roi { WORDS($king) }, la dame { WORDS($queen) }, le valet un », { $said-text }.
    [2] « On retourne une carte, et elle vous dit ce qu’il faut faire », { $said-text }. « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet un. »
    [3] « Rien de plus simple », { $said-text } en étalant les figures. « Celles-ci tirent de la corbeille, le roi le plus, le valet le moins. »
   *[4] « Tout y est hasard et rien n’y est science, c’est ce qui en fait le charme », { $said-text }. « Les rois, les dames et les valets sont les bonnes cartes : ils tirent de la corbeille. »
    }
narrate-rules-small = { $variant ->
    [0] les petites cartes y mettent, les paires { WORDS($high) } jetons chacune, les impaires un seul.
    [1] un quatre, un six ou un huit met { WORDS($high) } jetons à la corbeille ; un cinq, un sept ou un neuf, un seul.
    [2] au-dessous du dix, une carte paire paie double et une impaire simple.
   *[3] les petites cartes sont pour la corbeille : les paires la nourrissent deux fois plus que les impaires.
    }
narrate-rules-left = { $variant ->
    [0] L’as, le deux et le trois paient à un voisin de gauche autant de jetons qu’ils ont de points, et aussi loin ; le dix ne fait rien du tout.
    [1] L’as, le deux et le trois paient vers la gauche : l’as au voisin, le deux au suivant, le trois à celui d’après. Le dix ne bouge pas.
    [2] Avec un as vous payez votre voisin de gauche, avec un deux le second, avec un trois le troisième, toujours un jeton par point. Le dix, rien.
   *[3] Les trois plus petites cartes paient un voisin et non la corbeille : autant de jetons, autant de chaises vers la gauche. Du dix, il n’y a rien à dire.
    }
narrate-rules-dead = { $variant ->
    [0] Qui perd son dernier jeton est mort ; mais le paiement d’un voisin peut le ramener.
    [1] Quand on n’a plus rien, on est mort, jusqu’à ce qu’un autre vous rende au monde.
    [2] Qui est dépouillé de tout est mort, et peut revivre si un voisin le paie.
   *[3] Le dernier vivant emporte la corbeille, et d’ici là personne n’est tout à fait perdu.
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
   *[3] { $gender ->
        [female] La dernière assise
        [male] Le dernier assis
       *[other] La dernière personne assise
        } fut { $name }, { $temper-text }, qui recevait.
    }
