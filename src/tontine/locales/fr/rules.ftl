# Les règles en clair, écrites d’après les règles en vigueur par tontine.rules_text ;
# les avertissements sur le nombre de joueurs ; les noms des règles maison.
# Les mots sont ceux de la source française : jetons, corbeille, pontes.
# Tout choix du projet là où les sources se taisent ou hésitent est dit « notre lecture ».


## Le titre et les règles maison en vigueur

rules-title = { $preset ->
    [english] La Tontine : règles de la variante anglaise de 1797 (Sporting Magazine, octobre 1797)
    [french] La Tontine : règles de la variante française (« La Tontine »)
   *[german] La Tontine : règles de la variante allemande (l’article allemand de Wikipédia, d’après l’Académie universelle, 1760, et Anton, 1889)
    }
rules-legend = Là où les sources se taisent ou hésitent, le projet a dû choisir : chacun de ces choix est signalé comme « notre lecture », avec ses autres lectures possibles.
rules-house-in-force = Règles maison en vigueur : { $list }.
rules-house-stake = une mise de { $stake ->
        [one] { WORDS($stake) } jeton
       *[other] { WORDS($stake) } jetons
    }
rules-house-ante = { $ante ->
    [0] aucun jeton à la corbeille
   *[other] { $ante ->
        [one] { WORDS($ante) } jeton
       *[other] { WORDS($ante) } jetons
    } à la corbeille
    }
rules-house-deck = { $deck ->
    [talon] le talon gardé d’une donne à l’autre
   *[fresh] les cartes battues à chaque donne
    }
rules-house-first-dealer = { $first-dealer ->
    [fan] les places et le premier donneur tirés à l’éventail
    [lot] le premier donneur tiré au sort
   *[first-seat] la première place donne la première
    }
rules-house-all-fall = { $all-fall ->
    [share] la corbeille partagée quand les derniers tombent ensemble
    [replay] la donne rejouée quand les derniers tombent ensemble
   *[last-to-fall] le dernier tombé gagne quand les derniers tombent ensemble
    }
rules-house-deal-limit = { $deals ->
    [one] la fin après une donne
   *[other] la fin après { WORDS($deals, gender: "feminine") } donnes
    }
rules-house-card = { $rank-name } : { $effect-text }

## Une source citée mot pour mot (dans sa langue), et le nombre de joueurs

rules-source = Source, { $source-name } : { $quote-list }
rules-quote = « { $quote-text } »
rules-head-players = Les joueurs
rules-reading-players = (Notre lecture : on peut jouer de deux à cinquante-deux, une carte chacun d’un seul jeu ; un avertissement n’est donné qu’au-delà d’un nombre que fixe la source, ou au-delà des treize rangs de l’éventail.)

## Les jetons et la corbeille

rules-head-counters = Les jetons et la corbeille
rules-counters = { $ante ->
    [0] Chaque joueur reçoit { $stake ->
        [one] { WORDS($stake) } jeton
       *[other] { WORDS($stake) } jetons
    } (personne ne dépose rien dans la corbeille au départ).
   *[other] Chaque joueur reçoit { $stake ->
        [one] { WORDS($stake) } jeton
       *[other] { WORDS($stake) } jetons
    } et en dépose { WORDS($ante) } dans la corbeille, au centre de la table.
    }
rules-reading-stake = (Notre lecture : la source laisse la mise aux joueurs, comme on le voit ci-dessus ; ces règles partent de l’un des nombres qu’elle donne. Autre lecture : toute autre mise, --stake N.)
rules-pack = Un jeu de cinquante-deux cartes ; les couleurs ne comptent pas.
rules-reading-suits = (Notre lecture : cette source ne nomme que les rangs ; des trois sources, seul l’article allemand dit « { $de-suits-text } ».)

## Les places et le premier donneur

rules-head-seats = Les places et le premier donneur
rules-seats-fan = On étale sur la table un { -rank-K }, une { -rank-Q }, un { -rank-J }, un { -rank-T }, un { -rank-9 }, etc., autant de cartes que de joueurs ; on prend dans le paquet des cartes semblables, un { -rank-K } quelconque, une { -rank-Q }, un { -rank-J }, etc., on les dispose en éventail, face en dessous, et chaque joueur en tire une et prend place là où se trouve sur la table la carte pareille. Celui qui a le { -rank-K } donne le premier.
rules-seats-fan-large = (Notre lecture, au-delà de treize joueurs, quand les rangs sont épuisés : on étale une deuxième couleur, et la carte pareille est celle du même rang dans la couleur appariée, carreau pour pique et trèfle pour cœur ; au-delà de vingt-six joueurs, l’éventail vient d’un second jeu, chaque carte jumelle d’une carte étalée. Autre lecture : tirer le premier donneur au sort, --first-dealer lot.)
rules-reading-fan-suit = (Notre lecture de « { $fr-any-king-text } » : les cartes de l’éventail sont d’une autre couleur que celles étalées, les carreaux pour les piques, si bien qu’aucune carte n’est à la fois étalée et tirée.)
rules-seats-lot = Le premier donneur est tiré au sort.
rules-seats-first-seat = Les joueurs se placent à leur gré ; le joueur de la première place donne le premier.
rules-reading-lot = (Notre lecture : la source ne dit ni où les joueurs s’assoient ni qui donne le premier ; ils se placent à leur gré et l’on tire la donne au sort, comme on couperait à une vraie table. Autres lectures : la première place, --first-dealer first-seat, ou l’éventail de la variante française, --first-dealer fan.)

## La donne

rules-head-deal = La donne
rules-deal = Le jeu tourne vers la droite. Le donneur retourne une carte, face en dessus, pour chaque joueur qui a encore des jetons, en commençant par le premier d’entre eux à sa droite, et il se sert le dernier. Chaque carte est réglée aussitôt, dans l’ordre de la donne.
rules-reading-direction = (Notre lecture : la page française ne dit pas dans quel sens tourne le jeu ; on le prend des deux autres sources, où la main passe à droite.)
rules-reading-right = (Notre lecture : les sources ne disent pas par qui commence la distribution ; on commence à la droite du donneur parce que le jeu tourne vers la droite. Autre lecture : commencer à sa gauche.)
rules-reading-dealer-last = (Notre lecture : { $preset ->
    [english] le texte de 1797 fait donner au donneur une carte à lui-même « { $en-same-time-text } » que les autres ; il prend la dernière, comme dans les règles françaises.
   *[other] l’article allemand ne dit pas quand le donneur prend sa propre carte ; il prend la dernière, comme dans les règles françaises.
    })
rules-reading-cut = (Notre lecture : la source fait couper les cartes ; couper ne change rien à un pur jeu de hasard, on ne coupe donc pas.)
rules-reading-card-by-card = (Notre lecture de « { $en-pay-what-text } » : chaque carte est réglée avant que la suivante ne soit retournée, si bien que des jetons reçus au début d’une donne peuvent être payés plus loin dans la même donne. Autre lecture : régler toute la donne d’un coup, ce qui demande encore un ordre dès que l’on ne paie que ce que l’on a.)
rules-deck-fresh = Avant chaque donne, on ramasse toutes les cartes et on les bat.
rules-deck-talon = Les cartes non distribuées (le talon) servent à la donne suivante. Quand il n’y a plus assez de cartes au talon pour en distribuer à chacun, on prend celles qui sont sur la table, on les ajoute au talon et l’on bat le jeu complet.
rules-reading-fresh = (Notre lecture : le texte de 1797 dit seulement que le donneur suivant « { $en-takes-up-text } » et ne parle jamais de battre les cartes ; « { $en-stock-text } » permet aussi de garder le talon d’une donne à l’autre, comme le veut la source française. Autre lecture : --deck talon.)

## Les cartes

rules-head-cards = Les cartes
rules-card-take = { $rank-list } : { rules-effect-take }.
rules-card-pay = { $rank-list } : { rules-effect-pay }.
rules-card-give = { $rank-list } : { rules-effect-give }.
rules-card-nothing = { $rank-list } : { rules-effect-nothing }.
rules-effect-take = prend { $amount ->
        [one] { WORDS($amount) } jeton
       *[other] { WORDS($amount) } jetons
    } dans la corbeille
rules-effect-pay = met { $amount ->
        [one] { WORDS($amount) } jeton
       *[other] { WORDS($amount) } jetons
    } à la corbeille
rules-effect-give = donne { $amount ->
        [one] { WORDS($amount) } jeton
       *[other] { WORDS($amount) } jetons
    } au { $distance ->
    [1] premier joueur de gauche
   *[other] { ORDINAL($distance) } joueur de gauche
    }
rules-effect-nothing = ne prend rien et ne met rien

## Payer ce que l’on a

rules-head-paying = Payer ce que l’on a
rules-paying = Un joueur ne paie que ce qu’il a : si une carte lui demande davantage, il donne tout ce qui lui reste et il est quitte. Une carte qui prend dans la corbeille n’y prend que ce qu’elle contient.
rules-reading-paying = (Notre lecture : { $preset ->
    [french] la page française
   *[other] l’article allemand
    } ne dit pas ce que paie un joueur qui ne peut payer tout ce qu’il doit ; la règle est celle du texte de 1797, « { $en-pay-what-text } ».)
rules-reading-empty-box = (Notre lecture : les sources ne disent pas ce que paie une corbeille vide ; elle ne peut donner ce qu’elle n’a pas. Autre lecture : la corbeille doit le reste.)

## Les morts

rules-head-dead = Les morts et leur retour
rules-dead = Un joueur qui n’a plus de jetons est mort : on ne lui distribue plus de cartes et il ne distribue plus, mais il garde sa place et compte toujours comme voisin. Si l’un des { WORDS($reach) } joueurs à sa droite reçoit { $rank-list }, qui le paie, il revient au jeu dès la donne suivante.
rules-reading-revived = (Notre lecture : les morts gardent leur place, puisque leurs voisins de droite les font revenir ; on décide au début de chaque donne qui reçoit une carte ; un mort payé par une carte plus tôt dans la même donne ne reçoit donc pas de carte dans cette donne.)
rules-dead-forever = Un joueur qui n’a plus de jetons est mort ; avec ces règles aucune carte ne paie un voisin : les morts ne reviennent pas.
rules-small-table = À moins de { WORDS($players) } joueurs, un paiement qui reviendrait au payeur lui-même est nul.
rules-reading-void = (Notre lecture : les sources, écrites pour une grande tablée, n’en disent rien ; se payer soi-même ne change rien. Autre lecture : le paiement continue autour de la table jusqu’au joueur suivant.)

## La donne suivante et la fin

rules-head-next = La donne suivante
rules-next = La main passe au premier joueur vivant à la droite du dernier donneur.
rules-reading-next = (Notre lecture : la page française ne dit pas qui donne ensuite.)
rules-head-end = La fin de la partie
rules-end = Quand un seul joueur a encore des jetons après une donne, il a gagné et prend la corbeille.
rules-reading-end = (Notre lecture : aucune source ne dit quand on regarde si la partie est finie ; on le regarde après toute la donne, si bien qu’un joueur tombé tôt dans une donne peut encore revenir par une carte plus loin dans la même donne. Autre lecture : finir à la carte qui ne laisse de jetons qu’à un seul joueur, ce qu’aucune option n’offre.)
rules-reading-the-box = (Notre lecture : la page française dit seulement « { $fr-won-text } » ; qu’il prenne la corbeille est la règle des deux autres sources.)
rules-all-fall = { $all-fall ->
    [share] Si les derniers joueurs perdent tous leurs jetons dans la même donne, ils se partagent la corbeille ; les jetons en trop vont aux derniers tombés.
    [replay] Si les derniers joueurs perdent tous leurs jetons dans la même donne, la donne est nulle : chacun reprend ce qu’il avait et le même donneur redistribue.
   *[last-to-fall] Si les derniers joueurs perdent tous leurs jetons dans la même donne, celui qui est tombé le dernier dans l’ordre de la donne gagne la corbeille.
    }
rules-reading-last-to-fall = (Notre lecture : les sources ne disent pas ce qui arrive quand tous tombent à la fois ; le dernier tombé est celui qui survit aux autres. Autres lectures : ils se partagent la corbeille, --all-fall share ; ou la donne est rejouée, --all-fall replay.)
rules-deal-limit = Après { $deals ->
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, le joueur qui a le plus de jetons prend la corbeille ; en cas d’égalité, on la partage.

## Les règles maison

rules-head-house = Règles maison
rules-house = Chaque paramètre se change par une option (ou un fichier TOML donné avec --rules) : --stake (la mise), --ante (les jetons mis à la corbeille) ; --deck fresh|talon (cartes battues à chaque donne, ou talon gardé) ; --first-dealer first-seat|lot|fan (première place, tirage au sort ou éventail) ; --all-fall last-to-fall|share|replay (quand les derniers tombent ensemble : le dernier tombé gagne, la corbeille est partagée, ou la donne est rejouée) ; --deal-limit N (la fin après N donnes) ; --card RANG=EFFET pour changer le tableau des cartes (p. ex. --card 'K=take 4').

## Les variantes

rules-overview-head = La Tontine : les variantes, une par source.
rules-overview-entry = { $preset } : variante { preset-title }
rules-overview-entry-default = { $preset } (par défaut) : variante { preset-title }
rules-overview-summary = { $preset ->
    [english] Douze ou quinze joueurs, « but the more the merrier » ; les cartes battues à chaque donne (notre lecture).
    [french] Autant de joueurs que l’on veut (« Plus on est nombreux, plus le jeu est intéressant ») ; places et premier donneur tirés à l’éventail, le talon gardé d’une donne à l’autre.
   *[german] D’ordinaire douze à quinze joueurs, jusqu’à vingt ; les cartes ramassées et battues à chaque tour.
    }
rules-overview-facts = { $stake ->
        [one] { WORDS($stake) } jeton
       *[other] { WORDS($stake) } jetons
    } chacun, { $ante ->
        [one] { WORDS($ante) } jeton
       *[other] { WORDS($ante) } jetons
    } à la corbeille ; { $deck ->
    [talon] talon gardé
   *[fresh] cartes battues à chaque donne
    } ; premier donneur : { $first-dealer ->
    [fan] le { -rank-K } de l’éventail
    [lot] tiré au sort
   *[first-seat] la première place
    }.
rules-overview-foot = Par défaut : { $preset }. Règles complètes : tontine rules NOM --lang fr.

## Avertissements sur le nombre de joueurs (« tontine: warning: ... »)

rules-warning-fewer = cette table compte { $players ->
    [one] un joueur
   *[other] { WORDS($players) } joueurs
    }, moins que les { WORDS($low) } que nomme la source ({ $source-name } : « { $quote-text } »)
rules-warning-more = cette table compte { $players ->
    [one] un joueur
   *[other] { WORDS($players) } joueurs
    }, plus que les { WORDS($high) } que permet la source ({ $source-name } : « { $quote-text } »)
rules-warning-fan = cette table compte { $players ->
    [one] un joueur
   *[other] { WORDS($players) } joueurs
    }, plus que les { WORDS($high) } rangs de l’éventail ({ $source-name } : « { $quote-text } ») ; notre lecture : l’éventail continue dans une deuxième couleur, et au-delà de vingt-six joueurs dans un second jeu
