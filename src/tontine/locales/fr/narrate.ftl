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

narrate-rules = « Le roi tire { WORDS($king) } jetons de la corbeille, la dame { WORDS($queen) }, le valet { WORDS($knave, gender: "masculine") }, expliqua { $name } en battant les cartes ; le quatre, le six et le huit y en mettent { WORDS($high) }, le cinq, le sept et le neuf { WORDS($low) } ; l’as paie un jeton à son voisin de gauche, le deux en paie deux au deuxième joueur à sa gauche, le trois trois au troisième, et le dix ne fait rien. Qui n’a plus de jetons est mort ; mais qu’un voisin lui en paie un, et le voilà ressuscité. »

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
    } : la même carte perdait l’un et sauvait l’autre.

narrate-card-void = { $name } retourna { $card-text }, dont { $asked ->
    [one] le jeton aurait fait
   *[other] les { WORDS($asked) } jetons auraient fait
    } le tour de la petite table pour revenir à la même main ; on ne paya rien.

narrate-card-nothing-1 = { $name } retourna { $card-text }, qui ne donne ni ne prend rien.
narrate-card-nothing-2 = { $card-text } échut { $a-name } et ne lui valut ni gain ni perte.

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

narrate-turn-1 = Au sortir de cette { ORDINAL($deal, gender: "feminine") } donne, { $name } tenait { $holding ->
    [one] un jeton
   *[other] { WORDS($holding) } jetons
    }, plus que personne à la table, et la fortune de la soirée avait tourné.
narrate-turn-2 = C’était désormais { $name } qui menait la table, avec { $holding ->
    [one] un jeton
   *[other] { WORDS($holding) } jetons
    } après la { ORDINAL($deal, gender: "feminine") } donne.

narrate-box = La corbeille { $pool ->
    [0] était vide
    [one] contenait un jeton
   *[other] contenait { WORDS($pool) } jetons
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
    [one] Il ne restait qu’un survivant, et c’était
   *[other] Des { WORDS($live) } joueurs qui avaient encore des jetons, c’était
    } devant { $name } que s’élevait le plus gros tas : { $holding ->
    [one] un jeton
   *[other] { WORDS($holding) } jetons
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

narrate-react-died-1 = { $gender ->
    [female] « Me voilà morte, ma foi ! » dit { $name } en reculant sa chaise pour regarder jouer les autres.
    [male] « Me voilà mort, ma foi ! » dit { $name } en reculant sa chaise pour regarder jouer les autres.
   *[other] « C’en est fait de moi, ma foi ! » dit { $name } en reculant sa chaise pour regarder jouer les autres.
    }
narrate-react-died-2 = { $gender ->
    [female] { $name } prit la chose de bonne grâce : « Je reviendrai tourmenter mes voisins, dit-elle, jusqu’à ce que l’un d’eux ait pitié de moi. »
    [male] { $name } prit la chose de bonne grâce : « Je reviendrai tourmenter mes voisins, dit-il, jusqu’à ce que l’un d’eux ait pitié de moi. »
   *[other] { $name } prit la chose de bonne grâce : « Je reviendrai tourmenter mes voisins jusqu’à ce que l’un d’eux ait pitié de moi. »
    }
narrate-react-died-3 = Un murmure de compassion courut autour de la table ; { $name } n’en fit que rire.

narrate-react-revived-1 = { $gender ->
    [female] « Me voici ressuscitée ! » s’écria { $name } en serrant sa petite fortune comme s’il se fût agi de louis d’or.
    [male] « Me voici ressuscité ! » s’écria { $name } en serrant sa petite fortune comme s’il se fût agi de louis d’or.
   *[other] « Me voici de retour parmi les vivants ! » s’écria { $name } en serrant sa petite fortune comme s’il se fût agi de louis d’or.
    }
narrate-react-revived-2 = Le retour { $de-name } parmi les vivants fut salué d’applaudissements.

narrate-react-box-1 = « La tontine s’engraisse, remarqua { $name } en lorgnant la corbeille, et nos espérances avec elle. »
narrate-react-box-2 = { $name } considéra longtemps la corbeille sans rien dire.

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
    }, on annonça la collation ; mais chacun voulut la remettre jusqu’à ce que la partie fût décidée.
narrate-candles = Vers { $hour ->
    [one] une heure
    [12] minuit
   *[other] { WORDS($hour, gender: "feminine") } heures
    }, les bougies avaient baissé, et l’on fit venir un laquais pour en apporter de nouvelles.

## Entre les moments

narrate-gap-quiet-1 = { $deals ->
    [one] Une donne passa
   *[other] { WORDS($deals, gender: "feminine") } donnes passèrent
    } sans que personne mourût, les jetons allant et venant sur le tapis.
narrate-gap-quiet-2 = { $deals ->
    [one] Le temps d’une donne
   *[other] Pendant { WORDS($deals, gender: "feminine") } donnes
    }, la fortune joua avec la compagnie sans blesser personne.
narrate-gap-thin-1 = En { $deals ->
    [one] une donne encore
   *[other] { WORDS($deals, gender: "feminine") } donnes encore
    }, la table s’éclaircit : de { WORDS($from_live) } vivants, on passa à { $live ->
    [one] un seul
   *[other] { WORDS($live) }
    }.
narrate-gap-thin-2 = La mort fit son œuvre { $deals ->
    [one] à la donne suivante
   *[other] pendant les { WORDS($deals, gender: "feminine") } donnes suivantes
    } : des { WORDS($from_live) } joueurs encore au jeu, il n’en resta { $live ->
    [one] qu’un
   *[other] que { WORDS($live) }
    }, { $revived ->
    [0] sans que les voisins eussent ramené aucun mort
    [one] bien que les voisins eussent, une fois, rappelé un mort parmi les vivants
   *[other] bien que les voisins eussent, à { WORDS($revived, gender: "feminine") } reprises, rappelé un mort parmi les vivants
    }.
narrate-gap-grow-1 = { $deals ->
    [one] À la donne suivante
   *[other] Pendant les { WORDS($deals, gender: "feminine") } donnes suivantes
    }, les morts revinrent plus vite que les vivants ne tombaient, et la table passa de { WORDS($from_live) } joueurs à { WORDS($live) }.
narrate-gap-same-1 = { $deals ->
    [one] Le temps d’une donne
   *[other] Pendant { WORDS($deals, gender: "feminine") } donnes
    }, morts et ressuscités allèrent du même pas, { $died ->
    [one] un tombant
   *[other] { WORDS($died) } tombant
    } et autant se relevant, si bien qu’au bout du compte { $live ->
    [one] un seul joueur était
   *[other] { WORDS($live) } joueurs étaient
    } encore en vie.
narrate-box-rise-1 = Dans le même temps, la corbeille monta { $before ->
    [0] de rien
    [one] d’un jeton
   *[other] de { WORDS($before) } jetons
    } à { WORDS($pool) }.
narrate-box-rise-2 = Cependant la corbeille grossissait toujours, { $before ->
    [0] de rien
    [one] d’un jeton
   *[other] de { WORDS($before) } jetons
    } à { WORDS($pool) }.
narrate-box-fall-1 = Les figures puisèrent dans la corbeille, qui descendit { $before ->
    [0] de rien
    [one] d’un jeton
   *[other] de { WORDS($before) } jetons
    } à { $pool ->
    [0] rien
   *[other] { WORDS($pool) }
    }.
narrate-box-fall-2 = La corbeille rendit plus qu’elle ne reçut, et descendit { $before ->
    [0] de rien
    [one] d’un jeton
   *[other] de { WORDS($before) } jetons
    } à { $pool ->
    [0] rien
   *[other] { WORDS($pool) }
    }.
narrate-box-even = Au bout du compte, la corbeille n’avait pas bougé : { $pool ->
    [0] elle était toujours vide
    [one] elle ne contenait toujours qu’un jeton
   *[other] elle contenait toujours { WORDS($pool) } jetons
    }.

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
