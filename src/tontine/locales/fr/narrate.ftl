# La partie racontée, dans la langue d’un salon de la fin du XVIIIe siècle.
# Un identifiant terminé par -1, -2… est une tournure d’une même famille ; le conteur prend la moins servie.
# Personnes : $name (et $other-name), avec $a-name (« à Madame X », « au Chevalier »), $de-name
# (« de Madame X », « d’Anne »), et $gender : female, male ou other (un nom sans titre : ni il ni elle,
# ni participe accordé). Les nombres du récit s’écrivent en lettres : WORDS(), ORDINAL().


# La carte complément d’objet : la même que son nom en français.
narrate-card-acc = { card-name }

## Titres

narrate-heading-opening = La compagnie prend place
narrate-heading-play = Le jeu
narrate-heading-end = La fin de la partie
narrate-heading-chart = La fortune de la table
narrate-heading-contents = Sommaire

narrate-title-1 = Une soirée de tontine à { $place }
narrate-title-2 = La corbeille sur le tapis : une partie à { $place }
narrate-title-3 = { $count ->
    [one] Un seul joueur
   *[other] { WORDS($count) } joueurs
    } à la tontine, un soir à { $place }

## L’ouverture

narrate-room-1 = Le souper desservi, on alluma les bougies du salon, à { $place }, et { $name } fit apporter les cartes.
narrate-room-2 = Il pleuvait ce soir-là sur { $place } ; on ranima le feu, on moucha les chandelles, et { $name } proposa la tontine, dont tout le beau monde parlait.
narrate-room-3 = Le whist parut fade et le pharaon trop cher ; la compagnie de { $place } se rassembla donc autour de la table ronde, où { $name } avait fait disposer les jetons.

narrate-company-1 = { $count ->
    [one] Une seule personne prit place
   *[other] { WORDS($count, gender: "feminine") } personnes prirent place
    }, chacune avec { $stake ->
    [one] un jeton
   *[other] { WORDS($stake) } jetons
    } : { $names }.
narrate-company-2 = La table réunissait { $names }, { $count ->
    [one] un seul joueur
   *[other] { WORDS($count) } en tout
    }, et chacun reçut { $stake ->
    [one] un jeton
   *[other] { WORDS($stake) } jetons
    }.

narrate-worth = On convint que le jeton vaudrait { $unit-text }, de sorte qu’une mise de { $stake ->
    [one] un jeton valait { $unit-text }
   *[other] { WORDS($stake) } jetons valait { WORDS($stake) } { $units-text }
    }.
narrate-worth-box = Au compte de la table, la corbeille valait à présent { $pool ->
    [one] { $unit-text }
   *[other] { WORDS($pool) } { $units-text }
    }.
narrate-worth-won = { $gender ->
    [female] Elle se leva riche de { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    [male] Il se leva riche de { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
   *[other] Au compte de la table, cela faisait { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-rules = « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet { WORDS($knave, gender: "masculine") }, expliqua { $name }, qui tenait le jeu de Paris ; le quatre, le six et le huit y en mettent { WORDS($high) }, le cinq, le sept et le neuf { WORDS($low) } ; l’as, le deux et le trois paient les voisins de gauche, et le dix ne fait rien. Qui n’a plus de jetons est mort ; mais ses voisins peuvent encore le ressusciter. »

narrate-fan = Les places se tirèrent au moyen d’un éventail de { $count ->
    [one] une carte
   *[other] { WORDS($count, gender: "feminine") } cartes
    } étalées, le roi en tête, et d’un éventail semblable tenu face cachée ; chacun prit le siège que lui donnait sa carte, et le roi, selon l’usage, eut la main.

narrate-first-dealer-lot-1 = On tira au sort la première donne, et le sort désigna { $name }.
narrate-first-dealer-lot-2 = Le sort donna la première main { $a-name }, qui prit le jeu.
narrate-first-dealer-fan = { $name } avait tiré le roi, et avec lui la première donne.
narrate-first-dealer-first-seat = { $name }, qui occupait la première place, prit le jeu d’un commun accord.
narrate-first-dealer-given = Il revint { $a-name } de faire la première donne.

narrate-ante = { $count ->
    [one] Le joueur mit
   *[other] Chacun des { WORDS($count) } mit
    } { $each ->
    [one] un jeton
   *[other] { WORDS($each) } jetons
    } dans la corbeille, au milieu de la table, qui en contint ainsi { $pool ->
    [one] un seul
   *[other] { WORDS($pool) }
    } avant qu’on eût retourné une carte.
narrate-ante-none = Par une règle de la maison, on ne mit rien dans la corbeille, qui resta vide au milieu de la table.

## Les donnes

narrate-first-deal-1 = { $name } battit, fit couper et retourna les premières cartes, une à chacun des { WORDS($live) } joueurs.
narrate-first-deal-2 = Le jeu coupé, { $name } commença la première donne, une carte face visible à chacun des { WORDS($live) }.

narrate-deal-1 = À la { ORDINAL($deal, gender: "feminine") } donne, { $name } distribua les cartes { $live ->
    [one] au seul joueur
   *[other] aux { WORDS($live) } joueurs
    } qui avaient encore des jetons.
narrate-deal-2 = { $name } fit la { ORDINAL($deal, gender: "feminine") } donne pour { $live ->
    [one] un seul joueur
   *[other] { WORDS($live) } joueurs
    }.
narrate-deal-3 = La { ORDINAL($deal, gender: "feminine") } donne échut { $a-name }, et { $live ->
    [one] un seul joueur prit sa carte
   *[other] { WORDS($live) } joueurs prirent leur carte
    }.
narrate-deal-4 = C’était la { ORDINAL($deal, gender: "feminine") } donne ; { $name } tenait le jeu, et { $live ->
    [one] il ne restait qu’un joueur
   *[other] { WORDS($live) } joueurs restaient
    } en vie.

narrate-talon = Le talon ne suffisait plus à servir la table : { $name } ramassa les cartes et rebattit le jeu entier, { WORDS($pack, gender: "feminine") } cartes.

narrate-voided = Tous les vivants étaient tombés à cette { ORDINAL($deal, gender: "feminine") } donne, et, selon la règle de la maison, elle fut annulée : les jetons revinrent à leurs places, la corbeille à { $pool ->
    [one] un jeton
   *[other] { WORDS($pool) } jetons
    }, et { $name } redonna.

## Les cartes. $card-text : la carte avec son article (« la dame de cœur », « l’as de pique »).

narrate-card-take-1 = { $name } retourna { $card-text } et tira { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } de la corbeille.
narrate-card-take-2 = { $card-text } échut { $a-name } et lui valut { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } pris à la tontine.
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
    } à la corbeille ; elle n’en avait plus que { $taken ->
    [one] un
   *[other] { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } échut { $a-name }, mais la corbeille ne put donner que { $taken ->
    [one] un seul jeton
   *[other] { WORDS($taken) } jetons
    } des { WORDS($asked) } qu’elle devait.

narrate-card-take-empty-1 = { $name } retourna { $card-text } et tendit la main vers la corbeille ; elle était vide.
narrate-card-take-empty-2 = { $card-text } échut { $a-name } alors qu’il ne restait plus un seul jeton dans la tontine.

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
    } { $a-name }, { $paid ->
    [one] versé
   *[other] versés
    } à la tontine.

narrate-card-pay-died-1 = { $name } retourna { $card-text } et versa { $paid ->
    [one] son dernier jeton
   *[other] ses { WORDS($paid) } derniers jetons
    } dans la corbeille ; { $gender ->
    [female] elle était morte
    [male] il était mort
   *[other] c’était la mort, à cette table
    }.
narrate-card-pay-died-2 = { $card-text } enleva { $a-name } { $paid ->
    [one] le seul jeton qui restait
   *[other] les { WORDS($paid) } jetons qui restaient
    }, et { $gender ->
    [female] elle passa chez les morts
    [male] il passa chez les morts
   *[other] un joueur de plus passa chez les morts
    }.
narrate-card-pay-died-3 = Ce fut { $card-text } qui tua { $name } : { $paid ->
    [one] son dernier jeton alla
   *[other] ses { WORDS($paid) } derniers jetons allèrent
    } à la corbeille.

narrate-card-give-1 = { $name } retourna { $card-text } et paya { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $other-a-name }, { $distance ->
    [1] son voisin de gauche
   *[other] son { ORDINAL($distance) } voisin à gauche
    }.
narrate-card-give-2 = { $card-text } fit passer { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $de-name } { $other-a-name }, { $distance ->
    [1] la place suivante à gauche
   *[other] { WORDS($distance, gender: "feminine") } places plus à gauche
    }.

narrate-card-give-died-1 = { $name } retourna { $card-text } et en mourut : { $paid ->
    [one] son dernier jeton alla
   *[other] ses { WORDS($paid) } derniers jetons allèrent
    } { $other-a-name }.
narrate-card-give-died-2 = Avec { $card-text }, { $name } donna { $other-a-name } { $paid ->
    [one] le dernier jeton qui lui restait
   *[other] les { WORDS($paid) } derniers jetons qui lui restaient
    }, { $gender ->
    [female] et mourut ainsi
    [male] et mourut ainsi
   *[other] et se trouva sans rien
    }.

narrate-card-give-revives-1 = { $name } retourna { $card-text } et paya { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } { $other-a-name }, { $other-gender ->
    [female] qui était morte et revint à la vie
    [male] qui était mort et revint à la vie
   *[other] qui n’avait plus de jetons et revint au jeu
    }.
narrate-card-give-revives-2 = { $card-text } échut { $a-name }, et { $paid ->
    [one] un jeton passa
   *[other] { WORDS($paid) } jetons passèrent
    } ainsi { $other-a-name }, qui revint d’entre les morts.

narrate-card-give-irony-1 = { $name } retourna { $card-text }, qui { $gender ->
    [female] lui prit
    [male] lui prit
   *[other] prit à cette place
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
   *[other] à une place morte
    } { $gender ->
    [female] tandis qu’elle-même mourait
    [male] tandis que lui-même mourait
   *[other] à l’instant même où sa propre place mourait
    }.
narrate-card-give-irony-3 = { $name } retourna { $card-text } et, en mourant, paya { $paid ->
    [one] son dernier jeton
   *[other] ses { WORDS($paid) } derniers jetons
    } { $other-a-name }, { $other-gender ->
    [female] qui était morte et revécut
    [male] qui était mort et revécut
   *[other] jusque-là sans jetons, qui revint au jeu
    } : la même carte ruinait une place et en sauvait une autre.

narrate-card-void = { $name } retourna { $card-text }, dont { $asked ->
    [one] le jeton aurait fait
   *[other] les { WORDS($asked) } jetons auraient fait
    } le tour de la petite table pour revenir à la même main ; le paiement fut nul.

narrate-card-nothing-1 = { $name } retourna { $card-text }, qui ne paie ni ne tire.
narrate-card-nothing-2 = { $card-text } échut { $a-name } et ne fit rien du tout.

narrate-also = À la même donne, { $died ->
    [0] {""}
    [one] un autre tomba
   *[other] { WORDS($died) } autres tombèrent
    }{ $died ->
    [0] {""}
   *[other] { $revived ->
        [0] {""}
       *[other] {" "}et{" "}
        }
    }{ $revived ->
    [0] {""}
    [one] un autre revint
   *[other] { WORDS($revived) } autres revinrent
    }.

narrate-alive-1 = { $live ->
    [0] Il ne restait plus un seul vivant.
    [one] Il ne restait plus qu’un seul vivant.
   *[other] Il restait { WORDS($live) } vivants.
    }
narrate-alive-2 = { $live ->
    [0] Personne à la table n’avait plus de jetons.
    [one] Un seul joueur avait encore des jetons.
   *[other] Cela laissait { WORDS($live) } joueurs au jeu.
    }

narrate-turn-1 = Au sortir de cette { ORDINAL($deal, gender: "feminine") } donne, { $name } tenait { WORDS($holding) } jetons, plus que personne à la table, et la fortune de la soirée avait tourné.
narrate-turn-2 = C’était désormais { $name } qui menait la table, avec { WORDS($holding) } jetons après la { ORDINAL($deal, gender: "feminine") } donne.

narrate-box = La corbeille contenait { $pool ->
    [0] rien
    [one] un jeton
   *[other] { WORDS($pool) } jetons
    }.

narrate-richest-1 = Des { WORDS($live) } joueurs encore en vie, { $name } { $gender ->
    [female] était la plus riche
    [male] était le plus riche
   *[other] avait le plus gros tas
    }, avec { $holding ->
    [one] un jeton
   *[other] { WORDS($holding) } jetons
    }.
narrate-richest-2 = { $live ->
    [one] Il restait un seul vivant, et le plus gros tas de jetons
   *[other] Il restait { WORDS($live) } vivants, et le plus gros tas de jetons
    }, { WORDS($holding) }, se trouvait devant { $name }.

narrate-card-pay-3 = Pour { $card-text }, { $name } versa { $paid ->
    [one] un jeton
   *[other] { WORDS($paid) } jetons
    } à la corbeille et en garda { WORDS($holding) }.
narrate-card-give-3 = Ce fut { $card-text } pour { $name }, et { $paid ->
    [one] un jeton fit
   *[other] { WORDS($paid) } jetons firent
    } le chemin jusqu’{ $other-a-name }.
narrate-card-take-4 = La corbeille paya { $taken ->
    [one] un jeton
   *[other] { WORDS($taken) } jetons
    } { $a-name } pour { $card-text }.

## Réactions et répliques

narrate-react-died-1 = { $gender ->
    [female] « Morte, ma foi ! » dit { $name }, et elle recula sa chaise pour regarder les autres.
    [male] « Mort, ma foi ! » dit { $name }, et il recula sa chaise pour regarder les autres.
   *[other] « Voilà ma fin, ma foi ! » dit { $name }, en reculant sa chaise pour regarder les autres.
    }
narrate-react-died-2 = { $gender ->
    [female] { $name } prit la chose de bonne grâce : « Je hanterai mes voisins, dit-elle, jusqu’à ce que l’un d’eux ait pitié de moi. »
    [male] { $name } prit la chose de bonne grâce : « Je hanterai mes voisins, dit-il, jusqu’à ce que l’un d’eux ait pitié de moi. »
   *[other] { $name } prit la chose de bonne grâce : « Je hanterai mes voisins jusqu’à ce que l’un d’eux ait pitié de moi. »
    }
narrate-react-died-3 = Un petit murmure de compassion fit le tour de la table ; { $name } n’en fit que rire.

narrate-react-revived-1 = { $gender ->
    [female] « Me voici ressuscitée ! » s’écria { $name }, en serrant sa petite fortune comme si c’étaient des louis d’or.
    [male] « Me voici ressuscité ! » s’écria { $name }, en serrant sa petite fortune comme si c’étaient des louis d’or.
   *[other] « Me voici de retour parmi les vivants ! » s’écria { $name }, en serrant sa petite fortune comme si c’étaient des louis d’or.
    }
narrate-react-revived-2 = On accueillit { $name } parmi les vivants avec des applaudissements.

narrate-react-box-1 = « La tontine s’engraisse, remarqua { $name } en lorgnant la corbeille, et nos espérances avec elle. »
narrate-react-box-2 = { $name } considéra longtemps la corbeille sans rien dire.

narrate-react-won-1 = { $gender ->
    [female] « Eh bien, dit-elle en ramenant les jetons vers elle, je n’ai jamais si bien joué de ma vie. »
    [male] « Eh bien, dit-il en ramenant les jetons vers lui, je n’ai jamais si bien joué de ma vie. »
   *[other] On applaudit, et { $name } ramassa les jetons à deux mains.
    }
narrate-react-won-2 = La compagnie se leva, et chacun convint que { $name } avait eu une chance insolente.

## Les deux derniers et la fin

narrate-last-two-1 = Il ne restait plus que deux vivants : { $name }, avec { $a_holding ->
    [one] un jeton
   *[other] { WORDS($a_holding) } jetons
    }, et { $other-name }, avec { $b_holding ->
    [one] un seul
   *[other] { WORDS($b_holding) }
    }, tandis que la corbeille, entre les deux, en contenait { $pool ->
    [0] zéro
    [one] un
   *[other] { WORDS($pool) }
    }.
narrate-last-two-2 = De toute la compagnie, il ne restait que { $name } et { $other-name }, { WORDS($a_holding) } jetons contre { WORDS($b_holding) }, et la tontine à { $pool ->
    [0] rien
   *[other] { WORDS($pool) }
    }.

narrate-won-last-standing-1 = { $gender ->
    [female] Ainsi { $name } resta seule en vie après { WORDS($deals, gender: "feminine") } donnes, et la corbeille fut à elle : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, ce qui lui en fit { WORDS($holding) } en tout.
    [male] Ainsi { $name } resta seul en vie après { WORDS($deals, gender: "feminine") } donnes, et la corbeille fut à lui : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, ce qui lui en fit { WORDS($holding) } en tout.
   *[other] Ainsi, après { WORDS($deals, gender: "feminine") } donnes, personne d’autre que { $name } n’était en vie, et la corbeille revint à sa place : { $pool ->
        [0] plus rien dedans
        [one] un jeton
       *[other] { WORDS($pool) } jetons
        }, soit { WORDS($holding) } en tout.
    }
narrate-won-last-standing-2 = Après { WORDS($deals, gender: "feminine") } donnes, il n’y avait plus personne pour jouer contre { $name }, qui prit la tontine, { $pool ->
    [0] toute vide qu’elle était
    [one] un seul jeton
   *[other] { WORDS($pool) } jetons
    }, et finit la soirée avec { WORDS($holding) }.
narrate-won-last-to-fall = Tous les vivants tombèrent à la { ORDINAL($deals, gender: "feminine") } donne, et { $name }, { $gender ->
    [female] tombée la dernière, prit la corbeille selon la règle de la maison : { WORDS($pool) } jetons
    [male] tombé le dernier, prit la corbeille selon la règle de la maison : { WORDS($pool) } jetons
   *[other] dont la place tomba en dernier, prit la corbeille selon la règle de la maison : { WORDS($pool) } jetons
    }.
narrate-won-deal-limit = Les { WORDS($deals, gender: "feminine") } donnes convenues furent jouées, et { $name }, qui avait le plus de jetons, prit la corbeille, { $pool ->
    [0] vide
    [one] un jeton
   *[other] { WORDS($pool) } jetons
    }, pour { WORDS($holding) } en tout.

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
narrate-shared-deal-limit = Les { WORDS($deals, gender: "feminine") } donnes convenues furent jouées, les plus riches à égalité, et la corbeille de { WORDS($pool) } jetons fut partagée : { $shares-list }.

## L’heure et le salon

narrate-clock-1 = La pendule de la cheminée sonna { $hour ->
    [one] une heure
    [12] minuit
   *[other] { WORDS($hour, gender: "feminine") } heures
    }, et personne n’y prit garde.
narrate-clock-2 = Quelque part dans la maison, une horloge sonna { $hour ->
    [one] une heure
    [12] minuit
   *[other] { WORDS($hour, gender: "feminine") } heures
    }.
narrate-supper = À { $hour ->
    [one] une heure
    [12] minuit
   *[other] { WORDS($hour, gender: "feminine") } heures
    }, on annonça le médianoche, et chacun convint de le remettre jusqu’à ce que la partie fût décidée.
narrate-candles = Vers { $hour ->
    [one] une heure
    [12] minuit
   *[other] { WORDS($hour, gender: "feminine") } heures
    }, les bougies avaient baissé, et l’on fit venir un laquais pour en apporter de nouvelles.

## Entre les moments

narrate-gap-quiet-1 = { $deals ->
    [one] Une donne passa
   *[other] { WORDS($deals, gender: "feminine") } donnes passèrent
    } sans une mort, les jetons allant et venant sur le tapis.
narrate-gap-quiet-2 = Pendant { $deals ->
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, la fortune joua avec la compagnie sans blesser personne.
narrate-gap-thin-1 = La soirée avança de { $deals ->
    [one] une donne encore
   *[other] { WORDS($deals, gender: "feminine") } donnes encore
    }, et la table s’éclaircit : de { WORDS($from_live) } vivants, on passa à { WORDS($live) }.
narrate-gap-thin-2 = La mort fut active pendant { $deals ->
    [one] la donne suivante
   *[other] les { WORDS($deals, gender: "feminine") } donnes suivantes
    } : des { WORDS($from_live) } joueurs encore au jeu, il { $live ->
    [one] n’en resta qu’un
   *[other] en resta { WORDS($live) }
    }, bien que les voisins eussent ramené { $revived ->
    [0] aucun
    [one] un
   *[other] { WORDS($revived) }
    } des morts.
narrate-gap-grow-1 = Pendant { $deals ->
    [one] la donne suivante
   *[other] les { WORDS($deals, gender: "feminine") } donnes suivantes
    }, les morts revinrent plus vite que les vivants ne tombaient, et la table passa de { WORDS($from_live) } joueurs à { WORDS($live) }.
narrate-gap-same-1 = Pendant { $deals ->
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, morts et ressuscités allèrent du même pas, { $died ->
    [one] un tombant
   *[other] { WORDS($died) } tombant
    } et autant se relevant, si bien que { WORDS($live) } jouaient encore à la fin.
narrate-box-rise-1 = Dans le même temps, la corbeille s’enfla de { WORDS($before) } jetons à { WORDS($pool) }.
narrate-box-rise-2 = La tontine ne cessait de grossir, de { WORDS($before) } à { WORDS($pool) }.
narrate-box-fall-1 = Les rois et les dames vidèrent la corbeille de { WORDS($before) } à { $pool ->
    [0] rien
   *[other] { WORDS($pool) }
    }.
narrate-box-fall-2 = La tontine rendit plus qu’elle ne prit, et descendit de { WORDS($before) } jetons à { $pool ->
    [0] aucun
   *[other] { WORDS($pool) }
    }.
narrate-box-even = La corbeille, malgré tout, restait où elle était, à { $pool ->
    [0] rien
   *[other] { WORDS($pool) } jetons
    }.

narrate-unfinished = La compagnie se leva ici après { $deals ->
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, la corbeille contenant encore { $pool ->
    [0] rien
    [one] un jeton
   *[other] { WORDS($pool) } jetons
    } et { $live ->
    [0] personne n’étant
    [one] un seul joueur étant
   *[other] { WORDS($live) } joueurs étant
    } en vie ; la partie resta inachevée.

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
