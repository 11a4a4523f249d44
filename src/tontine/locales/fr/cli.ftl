# Les messages du terminal : tontine play, keep, replay, rules, et les erreurs.
# Le journal des donnes et les tableaux gardent les chiffres ; les phrases écrivent leurs nombres en lettres.

## Préfixes des lignes de stderr

cli-error = tontine : erreur : { $text }
cli-warning = tontine : avertissement : { $text }
cli-stopped = tontine : arrêté
cli-needs-package = 'tontine { $command-name }' a besoin du paquet '{ $package-name }', qui n’est pas installé : pip install 'tontine[all]'
cli-os-error = { $file-name } { $reason-text }

## Options et aide

cli-help-preset = Règles d’une source : { $preset-list } (par défaut { $preset }).
cli-help-rules-file = Un fichier TOML de règles maison (voir docs/rules.md) ; les options l’emportent sur lui.
cli-help-stake = Jetons que reçoit chaque joueur au départ.
cli-help-ante = Jetons que chaque joueur dépose dans la corbeille au départ.
cli-help-deck = fresh : cartes battues à chaque donne ; talon : le talon gardé jusqu’à ce qu’il ne suffise plus.
cli-help-first-dealer = Comment le premier donneur est désigné.
cli-help-all-fall = Quand les derniers tombent dans la même donne : last-to-fall (le dernier tombé gagne), share (partage) ou replay (donne rejouée).
cli-help-deal-limit = Après ce nombre de donnes, le plus gros tas prend la corbeille.
cli-help-card = Change le tableau des cartes, p. ex. --card 'K=take 4' --card '2=give 2 to 1'. Répétable.
cli-help-names = Les noms des joueurs dans l’ordre des places, séparés par des virgules.
cli-help-players = Nombre de joueurs, nommés à l’ancienne ({ $low } à { $high } ; { $count } par défaut).
cli-help-seed = Graine du mélange ; la même graine rejoue la même partie (par défaut : une graine au hasard, enregistrée).
cli-help-lang = Langue des messages : { $lang-list } (par défaut : TONTINE_LANG, sinon LANG, sinon en).
cli-help-record = Écrit la partie dans le fichier FILE, en JSON (même si elle est interrompue).
cli-help-auto = Donne tout seul, avec une courte pause à chaque donne, au lieu d’attendre Entrée.
cli-help-delay = La pause à chaque donne avec --auto (une seconde par défaut) ; la donner implique --auto.
cli-help-fast = Donne tout seul, sans aucune pause.
cli-help-max-deals = S’arrête après ce nombre de donnes (l’enregistrement contient alors une partie inachevée).
cli-help-dealer = Le premier donneur, par son nom ou son numéro de place 0..n-1 (par défaut : selon les règles, avec la graine).
cli-help-keep-record = Écrit la partie (source 'typed') dans le fichier FILE, en JSON, à la fin.
cli-help-show = Affiche la partie donne par donne, comme 'tontine play' quand sa sortie est redirigée.

## Erreurs de l’utilisateur

cli-error-card-option = --card '{ $item-text }' : écrivez RANG=EFFET, p. ex. 'K=take 4'
cli-error-names-count = --players { $players } mais --names donne { $count ->
    [one] un nom
   *[other] { WORDS($count) } noms
    }
cli-error-dealer = --dealer '{ $dealer-text }' n’est ni une place 0..{ $last } ni le nom d’un joueur ({ $names })
cli-error-presets-disagree = la variante '{ $preset-name }' et --preset '{ $flag-name }' se contredisent : n’en donnez qu’une
cli-error-record-folder = '{ $file-name }' est un dossier, pas un fichier
cli-error-record-no-folder = impossible d’écrire '{ $file-name }' : le dossier '{ $folder-name }' n’existe pas
cli-error-record-denied = impossible d’écrire '{ $file-name }' : permission refusée
cli-error-record-file = enregistrement '{ $file-name }' : { $reason-text }
cli-error-unknown-preset = variante inconnue '{ $preset-name }' : choisissez parmi { $preset-list }
cli-error-stake-ante = la mise { $stake } doit dépasser les { $ante } jetons mis à la corbeille : chaque joueur en dépose { $ante } et doit garder un jeton pour jouer
cli-error-unknown-effect = effet de carte inconnu '{ $effect-text }' : écrivez 'take N', 'pay N', 'give N to D' ou 'nothing'
cli-error-bad-card = carte illisible '{ $card }' : écrivez un rang (A 2-10 J Q K, T pour dix) et une couleur (S H D C), p. ex. KS ou 10h
cli-error-card-out = { $card } est déjà sortie de ce paquet
cli-error-language = langue inconnue '{ $lang-text }' dans TONTINE_LANG : choisissez parmi { $lang-list }

## La partie telle qu’elle se donne (un journal : chiffres)

cli-seat-draw-intro = On tire les places : une carte de chaque rang est étalée, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T }, etc., et les cartes semblables d’une autre couleur sont disposées en éventail ; le { -rank-K } donne.
cli-seat-drawn = { $player-name } tire { $card } de l’éventail et prend place là où se trouve { $laid-card } : place { $seat }.
cli-first-dealer = Premier donneur : { $player-name }.
cli-first-dealer-how = Premier donneur ({ $method ->
    [first-seat] la première place
    [lot] tiré au sort
   *[fan] le { -rank-K } de l’éventail donne
    }) : { $player-name }.
cli-ante = Chacun dépose { $amount } dans la corbeille.
cli-ante-none = Personne ne dépose rien dans la corbeille.
cli-reshuffled = Le talon ne suffit plus : on ramasse toutes les cartes et on bat le jeu complet.
cli-deal-started = Donne { $deal }, { $player-name } donne.
cli-card-nothing = { $player-name } reçoit { $card } : ne prend rien et ne met rien.
cli-card = { $player-name } reçoit { $card } :
cli-took-empty = devrait prendre { $asked }, mais la corbeille est vide.
cli-took = prend { $taken } dans la corbeille -> { $holding } (corbeille { $pool }).
cli-took-short = prend { $taken } dans la corbeille (elle ne contenait que { $taken }) -> { $holding } (corbeille { $pool }).
cli-paid = met { $paid } à la corbeille -> { $holding } (corbeille { $pool }).
cli-paid-short = met { $paid } sur { $asked } (tout ce qui restait) à la corbeille -> { $holding } (corbeille { $pool }).
cli-gave = donne { $paid } à { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-gave-short = donne { $paid } sur { $asked } (tout ce qui restait) à { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-payment-void = devrait se donner { $asked } à soi-même autour de la petite table : paiement nul.
cli-died = { $player-name } a perdu son dernier jeton et sort du jeu.
cli-revived = { $player-name } revient au jeu grâce à { $by-name }.
cli-revived-by-box = { $player-name } revient au jeu grâce à la corbeille.
cli-deal-voided = Tous sont tombés : la donne est nulle et l’on redonne.
cli-shared = La corbeille est partagée ({ cli-how }) : { $shares-list }.
cli-won = { $player-name } l’emporte ({ cli-how }) et prend la corbeille de { $pool } : { $holding ->
    [one] { $holding } jeton
   *[other] { $holding } jetons
    }.
cli-event = { $kind-code }
cli-how = { $how-key ->
    [last-standing] plus personne d’autre n’a de jetons
    [last-to-fall] dernière chute quand tous sont tombés
    [all-fell] tous sont tombés
    [deal-limit] le plus gros tas à la limite des donnes
   *[other] { $how-key }
    }

## Tableaux et listes (chiffres)

cli-holding = { $player-name } { $holding }
cli-holding-dead = { $player-name } hors jeu
cli-holding-pool = corbeille { $pool }
cli-seats = Places (le jeu tourne vers la droite, de la place i à la place i+1) : { $seats-list }
cli-seat = { $seat } { $player-name }
cli-table-title = Après la donne { $deal }
cli-table-title-start = La table
cli-table-seat = place
cli-table-player = joueur
cli-table-counters = jetons
cli-table-winner = victoire
cli-table-dealer = donneur
cli-table-dead = hors jeu
cli-table-pool = corbeille { $pool }
cli-share = { $player-name } { $amount }
cli-ranked = { $place }. { $player-name } ({ $holding })
cli-ranked-out = { $place }. { $player-name } (hors jeu à la donne { $deal })

## Phrases sur la partie (nombres en lettres)

cli-header = La Tontine, variante { preset-title }, { $players ->
    [one] un joueur
   *[other] { WORDS($players) } joueurs
    } : { $stake ->
    [one] un jeton
   *[other] { WORDS($stake) } jetons
    } chacun, { $ante ->
    [0] rien à la corbeille
   *[other] { WORDS($ante) } à la corbeille
    }, { $deck ->
    [talon] le talon gardé
   *[fresh] les cartes battues à chaque donne
    }, le premier donneur { $first-dealer ->
    [fan] tiré à l’éventail
    [lot] tiré au sort
   *[first-seat] à la première place
    }, { $all-fall ->
    [share] la corbeille partagée si tous tombent
    [replay] la donne rejouée si tous tombent
   *[last-to-fall] le dernier tombé gagne si tous tombent
    }{ $deal-limit ->
    [0] {""}
    [one] , une donne au plus
   *[other] , { WORDS($deal-limit, gender: "feminine") } donnes au plus
    }.
cli-winner = La partie revient à { $player-name } ({ cli-how }), avec { $holding ->
    [one] { WORDS($holding) } jeton
   *[other] { WORDS($holding) } jetons
    }.
cli-no-winner = Pas de gagnant unique : la corbeille a été partagée ({ cli-how }) : { $shares-list }.
cli-unfinished = La partie n’était pas finie.
cli-summary = { $deals ->
    [one] Une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, { $revivals ->
    [0] aucun retour au jeu
    [one] un retour au jeu
   *[other] { WORDS($revivals) } retours au jeu
    }, { $packs ->
    [0] aucun jeu battu
    [one] un jeu battu
   *[other] { WORDS($packs) } jeux battus
    }.
cli-held-out = Ont tenu le plus longtemps : { $ranked-list }.

## tontine play

cli-seed-play = Graine { $seed-code } (rejouez la même partie avec --seed { $seed-code }).
cli-prompt-deal = Entrée pour la { ORDINAL($deal, gender: "feminine") } donne, q pour quitter
cli-stopped-game = Arrêté.
cli-record-written = Partie enregistrée dans { $file-name }.

## tontine keep

cli-keep-help = Tapez la carte que chaque joueur a reçue, rang puis couleur : KS, 10h, td, qd, 2c, as (rangs A 2-10 J Q K, T pour dix ; couleurs S pique, H cœur, D carreau, C trèfle ; majuscules ou minuscules). Commandes : undo (reprendre la dernière carte), show (la table), help, quit.
cli-keep-seed = { $fan ->
    [yes] Graine { $seed-code } (elle tire les places et le premier donneur).
   *[no] Graine { $seed-code } (elle tire le premier donneur).
    }
cli-keep-start = Tapez la carte que reçoit chaque joueur (help pour les commandes).
cli-keep-prompt-over = partie finie (undo, show, quit) :
cli-keep-prompt = carte de { $player-name } :
cli-keep-after-deal = Après la { ORDINAL($deal, gender: "feminine") } donne :
cli-keep-nothing-to-undo = Rien à reprendre.
cli-keep-took-back = Carte { $card } reprise à { $player-name }.
cli-keep-dealing = { ORDINAL($deal, gender: "feminine") } donne, { $player-name } donne ; { $cards ->
    [0] aucune carte jusqu’ici
    [one] une carte jusqu’ici
   *[other] { WORDS($cards, gender: "feminine") } cartes jusqu’ici
    }.
cli-keep-over = La partie est finie : { $result-text } Tapez undo, show ou quit.
cli-keep-bad-card = ! { $error-text } ; tapez-la de nouveau (help pour les commandes).
cli-keep-stopped = Arrêté après { $deals ->
    [0] aucune donne
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }.
cli-keep-rescued = la partie a été enregistrée dans '{ $file-name }' pour que les cartes tapées ne soient pas perdues
cli-keep-confirm = Enregistrer la partie dans { $file-name } ?
cli-keep-ask = Enregistrer la partie dans un fichier (Entrée pour non)
cli-keep-ask-again = L’enregistrer dans un autre fichier (Entrée pour non)

## tontine replay

cli-replay-seed = Graine { $seed-code }.
cli-replay-drew = { $player-name } a tiré { $card } de l’éventail : place { $seat }.
cli-replay-confirmed = { $deals ->
    [one] Une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, { $result-text } : enregistrement confirmé.
cli-replay-winner = victoire de { $player-name } (place { $seat }, { cli-how })
cli-replay-shared = corbeille partagée entre { $names }
cli-replay-unfinished = partie inachevée

## Aide des commandes

cli-help-command-group = La Tontine, jeu de cartes de pur hasard du XVIIIe siècle, pour une grande tablée. Jouez-la au terminal, étudiez-la avec le simulateur, racontez-la en scène.
cli-help-command-play = Joue une partie de Tontine au terminal. Les cartes viennent d’un mélange de graine --seed (affichée, pour rejouer la partie). Si la sortie est redirigée, toute la partie est écrite en texte simple.
cli-help-command-keep = Tient les comptes d’une vraie table : tapez la carte que reçoit chaque joueur. Après chaque carte, le règlement, les jetons de chacun et la corbeille sont affichés. Tapez undo pour reprendre la dernière carte, show, help ou quit.
cli-help-command-replay = Rejoue l’enregistrement FILE dans le moteur et confirme chaque donne. Un enregistrement qui ne se rejoue pas (un tas changé, une carte répétée dans un paquet, du JSON mal formé) est refusé par une ligne qui nomme la donne, avec le code de sortie 2.
cli-help-command-rules = Affiche les règles de la Tontine pour la variante PRESET (english, french, german). Sans PRESET : toutes les variantes en bref, et celle par défaut. Les options de règles maison (--stake 20 --deck talon ...) affichent les règles avec ces changements.
