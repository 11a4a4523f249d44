# Les messages du terminal : tontine play, keep, replay, rules, et les erreurs.
# Le journal des donnes et les tableaux gardent les chiffres ; les phrases écrivent leurs nombres en lettres.

## Préfixes des lignes de stderr

cli-error = tontine : erreur : { $text }
cli-warning = tontine : avertissement : { $text }
cli-stopped = tontine : arrêté
cli-needs-package = « tontine { $command-name } » a besoin du paquet « { $package-name } », qui n’est pas installé : pip install 'tontine[all]'
cli-needs-dask = « tontine sweep » a besoin de Dask (dask.distributed), qui n’est pas installé : pip install 'tontine[sweep]'
cli-os-error = « { $file-name } » : { $reason-text }

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
cli-help-force = Écrit le fichier de --record même s’il existe déjà (sinon un fichier existant est refusé).
cli-help-show = Affiche la partie donne par donne, comme 'tontine play' quand sa sortie est redirigée.

## Erreurs de l’utilisateur

cli-error-card-option = --card « { $item-text } » : écrivez RANG=EFFET, p. ex. 'K=take 4'
cli-error-names-count = --players { $players } mais --names donne { $count ->
    [one] un nom
   *[other] { WORDS($count) } noms
    }
cli-error-dealer = --dealer « { $dealer-text } » n’est ni une place de 0 à { $last } ni le nom d’un joueur ({ $names })
cli-error-presets-disagree = la variante « { $preset-name } » et --preset « { $flag-name } » se contredisent : n’en donnez qu’une
cli-error-record-folder = « { $file-name } » est un dossier, pas un fichier
cli-error-record-exists = « { $file-name } » existe déjà : ajoutez --force pour écrire la partie à sa place
cli-error-record-no-folder = impossible d’écrire « { $file-name } » : le dossier « { $folder-name } » n’existe pas
cli-error-record-denied = impossible d’écrire « { $file-name } » : permission refusée
cli-error-record-file = enregistrement « { $file-name } » : { $reason-text }
cli-error-record-unknown-field = { $field-text } : aucun enregistrement ne porte ce champ
cli-error-record-unknown-deal-field = { $field-text } : aucune donne ne porte ce champ
cli-error-record-rules-missing = { $field-text } : manquant : un enregistrement écrit chaque règle
cli-error-record-card-table-missing = { $field-text } : manquant : un enregistrement écrit toute la table des cartes
cli-error-record-preset-label = { $field-text } : ces règles sont celles du préréglage { $preset-name }, non du préréglage { $label-text }
cli-error-record-field = { $field-text } : l’enregistrement dit { $value-text } ; la partie donne { $expected-text }
cli-error-record-source = { $field-text } : { $value-text } n’est pas une source que cette version connaît ({ $known-list })
cli-error-record-algorithm-no-seed = { $field-text } : nomme un algorithme sans graine
cli-error-unknown-preset = variante inconnue « { $preset-name } » : choisissez parmi { $preset-list }
cli-error-stake-ante = la mise ({ $stake }) doit être supérieure à ce que chaque joueur dépose dans la corbeille ({ $ante }) : il faut garder au moins un jeton pour jouer
cli-error-unknown-effect = effet de carte inconnu « { $effect-text } » : écrivez 'take N', 'pay N', 'give N to D' ou 'nothing'
cli-error-bad-card = carte inconnue « { $card } » : écrivez un rang (A 2-10 J Q K, T pour dix) et une couleur (S H D C), p. ex. KS ou 10h
cli-error-card-out = la carte { $card } est déjà sortie de ce paquet (donne { $deal })
cli-error-language = langue inconnue « { $lang-text } » dans TONTINE_LANG : choisissez parmi { $lang-list }

## Guillemets, et les raisons que donne le système

cli-quoted = « { $quoted-text } »
cli-os-enoent = fichier ou dossier introuvable
cli-os-eacces = permission refusée
cli-os-eperm = opération non permise
cli-os-eisdir = c’est un dossier
cli-os-enotdir = un élément du chemin n’est pas un dossier
cli-os-enospc = plus de place sur le disque
cli-os-erofs = système de fichiers en lecture seule
cli-os-eexist = le fichier existe déjà
cli-os-enametoolong = nom de fichier trop long
cli-os-eloop = trop de liens symboliques en chaîne
cli-os-eio = erreur d’entrée-sortie
cli-os-edquot = quota de disque dépassé
cli-os-efbig = fichier trop gros
cli-os-ebusy = périphérique ou ressource occupés
cli-os-enxio = périphérique ou adresse introuvable

## Erreurs de l’utilisateur : joueurs, cartes, règles maison

cli-error-player-count = { $count ->
    [0] aucun joueur
    [one] { $count } joueur
   *[other] { $count } joueurs
    } : une table compte de { $low } à { $high } places (une carte chacun, tirée d’un seul paquet)
cli-error-player-range = { $count ->
    [0] aucun joueur
    [one] { $count } joueur
   *[other] { $count } joueurs
    } : une table compte de { $low } à { $high } places
cli-error-cast-count = { $count ->
    [0] aucun joueur
    [one] { $count } joueur
   *[other] { $count } joueurs
    } : la distribution « { $lang-code } » compte de 1 à { $high } noms
cli-error-name-empty = nom de joueur vide « { $name-text } » : chaque joueur doit avoir un nom
cli-error-name-long = le nom de joueur « { $name-text }… » compte { $length } caractères (au plus { $most })
cli-error-name-control = le nom de joueur « { $name-text } » contient des caractères de contrôle
cli-error-name-twice = le nom « { $name-text } » est donné deux fois : chaque joueur doit avoir un nom différent
cli-error-not-a-seat = le prochain donneur { $seat-text } n’est pas une place de 0 à { $last }
cli-error-first-dealer-seat = le premier donneur { $seat-text } n’est pas une place de 0 à { $last }
cli-error-seat-draw = le tirage des places { $draw-text } ne correspond pas aux joueurs dans l’ordre des places
cli-error-unknown-rank = rang inconnu « { $rank-text } » : choisissez parmi A 2 3 4 5 6 7 8 9 T J Q K
cli-error-unknown-suit = couleur inconnue « { $suit-text } » : choisissez parmi S H D C
cli-error-card-twice = la carte { $card } figure deux fois dans le même paquet
cli-error-effect = effet de carte « { $effect-text } » : { $reason-text }
cli-error-effect-amount = le nombre de jetons d’un effet de carte, { $amount }, doit être compris entre { $low } et { $high }
cli-error-effect-distance = la distance d’un effet de carte, { $distance }, doit être comprise entre { $low } et { $high }
cli-error-rules-whole = la clé « { $key-text } » doit être un nombre entier, pas « { $value-text } »
cli-error-ante-negative = la mise à la corbeille ({ $ante }) ne peut pas être négative
cli-error-stake-large = une mise de { $stake } est trop élevée (au plus { $most })
cli-error-deal-limit = la limite de donnes doit être un nombre entier d’au moins 1, pas « { $value-text } »
cli-error-rules-key = clé de règles inconnue « { $key-text } » : choisissez parmi { $key-list }
cli-error-preset-name = la clé « preset » doit être le nom d’une variante, pas « { $value-text } »
cli-error-card-table = la clé « card_table » doit être une table qui associe des rangs à des effets, pas « { $value-text } »
cli-error-card-table-text = la clé « { $key-text } » doit être une chaîne de caractères, pas « { $value-text } »
cli-error-card-table-rank = card_table : { $reason-text }
cli-error-card-table-rank-twice = card_table donne deux fois le rang { $rank-text }, en « { $first-text } » et en « { $second-text } »
cli-error-rules-read = impossible de lire le fichier de règles « { $file-name } » : { $reason-text }
cli-error-rules-large = le fichier de règles « { $file-name } » dépasse { $size } Ko
cli-error-rules-utf8 = le fichier de règles « { $file-name } » n’est pas un texte UTF-8
# $detail-text est le détail en anglais de l’analyseur : un sélecteur sans autre variante que celle par défaut l’omet.
cli-error-rules-toml = le fichier de règles « { $file-name } » n’est pas du TOML valide{ $line ->
    [0] {""}
   *[other] {" "}(ligne { $line }, colonne { $column })
    }{ $detail-text ->
   *[other] {""}
    }
cli-error-rules-deep = le fichier de règles « { $file-name } » est imbriqué trop profondément
cli-error-rules-file = fichier de règles « { $file-name } » : { $reason-text }
cli-error-rules-choice = valeur inconnue « { $value-text } » pour la clé « { $key-text } » : choisissez parmi { $choice-list }

## Erreurs de l’utilisateur : enregistrements de parties

cli-error-record-read = impossible de lire l’enregistrement « { $file-name } » : { $reason-text }
cli-error-record-large = l’enregistrement « { $file-name } » dépasse { $size } Mo : ce n’est pas un enregistrement de partie
cli-error-record-deep = l’enregistrement « { $file-name } » est imbriqué trop profondément pour être un enregistrement de partie
cli-error-record-utf8 = l’enregistrement « { $file-name } » n’est pas un texte UTF-8
cli-error-record-json = l’enregistrement « { $file-name } » n’est pas du JSON valide{ $line ->
    [0] {""}
   *[other] {" "}(ligne { $line }, colonne { $column })
    }{ $detail-text ->
   *[other] {""}
    }
cli-error-record-object = l’enregistrement « { $file-name } » doit contenir un objet JSON
cli-error-record-list = le champ « { $key-text } » doit être { $key-text ->
    [players] une liste de noms
   *[other] une liste
    }, pas { $value-text }
cli-error-record-malformed = enregistrement mal formé ({ $kind-text } : { $detail-text })
cli-error-record-deal = donne { $deal } : { $reason-text }
cli-error-record-part = champ « { $part-text } » : { $reason-text }
cli-error-record-missing = il manque le champ « { $key-text } »
cli-error-record-whole = le champ « { $key-text } » doit être un nombre entier, pas { $value-text }
cli-error-record-type = le champ « { $key-text } » n’a pas le bon type : { $value-text }
cli-error-record-format = le format d’enregistrement { $version-text } n’est pas pris en charge (cette version lit les formats { $known-list })
cli-error-record-players = le champ « players » doit être une liste de noms
cli-error-record-seat-draw = les entrées de « seat_draw » doivent être des objets
cli-error-record-winner = l’enregistrement donne la victoire à la place { $winner-text } ; la partie rejouée la donne à la place { $seat-text }
cli-error-record-no-winner = l’enregistrement ne nomme aucun gagnant ; la partie rejouée donne la victoire à la place { $seat }
cli-error-record-algorithm = le champ « seed_algorithm » nomme l’algorithme « { $name-text } », que cette version ne connaît pas ({ $known-list })
cli-error-record-deal-object = ce n’est pas un objet JSON
cli-error-record-won = la partie était déjà gagnée après la donne { $deal }
cli-error-record-dealer = l’enregistrement fait donner la place { $dealer } ; c’est à la place { $seat } de donner
cli-error-record-card-object = la carte { $position } doit être un objet
cli-error-record-cards-extra = { $cards } cartes enregistrées ; la donne en a pris { $took }
cli-error-record-card-seat = la carte { $position } est enregistrée pour la place { $seat } ; elle revient à la place { $next }
cli-error-record-cards-short = { $cards ->
    [0] aucune carte enregistrée
    [one] { $cards } carte enregistrée
   *[other] { $cards } cartes enregistrées
    } ; la donne en demande davantage
cli-error-record-holdings = le champ « holdings_after » vaut { $holdings-text } ; les cartes donnent { $expected-text }
cli-error-record-pool = le champ « { $key-text } » vaut { $pool } ; les cartes donnent { $expected }
cli-error-record-seed-dealer = la graine { $seed-code } désigne la place { $seat } comme premier donneur, pas la place { $given }
cli-error-record-seed-cards = les cartes ne sont pas celles que donne la graine { $seed-code }

## Erreurs de l’utilisateur : narrate, simulate, sweep, exact

cli-error-gender = --names « { $item-text } » : genre inconnu « { $code-text } » : écrivez f, m ou o (ou rien)
cli-error-record-options = --record raconte une partie enregistrée : retirez { $flag-list }
cli-error-narrate-lang = langue inconnue « { $lang-text } » : choisissez parmi { $lang-list }
cli-error-cannot-write = impossible d’écrire « { $file-name } » : { $reason-text }
cli-error-cannot-create = impossible de créer « { $file-name } » : { $reason-text }
cli-error-not-a-folder = « { $file-name } » est un fichier, pas un dossier
cli-error-at-least-one = il faut au moins 1, pas { $value }
cli-error-jobs = { $jobs } doit être compris entre 1 et { $limit } (le nombre de cœurs disponibles)
cli-error-not-one-of = « { $name-text } » n’est pas l’une des valeurs possibles : { $choice-list }
cli-error-lists-nothing = « { $list-text } » ne contient aucune valeur
cli-error-scheduler = impossible de joindre l’ordonnanceur Dask à l’adresse « { $address-text } » : { $reason-text }
cli-error-exact-talon = tontine exact demande des cartes battues à chaque donne (--deck fresh) : avec le talon gardé, l’état devrait aussi décrire la composition du talon
cli-error-exact-share = tontine exact donne un seul gagnant par partie : choisissez --all-fall last-to-fall ou replay, pas share
cli-error-exact-limit = tontine exact n’accepte pas de limite de donnes ({ $deals }) : l’état devrait aussi compter les donnes ; omettez --deal-limit
cli-error-exact-too-large = { $players ->
    [one] un joueur
   *[other] { $players } joueurs
    } avec une mise de { $stake } : environ { $states } états et { $work } suites de donnes, au-delà des limites du solveur exact ; avec { $ante ->
    [0] rien à la corbeille
    [one] un jeton à la corbeille
   *[other] { $ante } jetons à la corbeille
    }, il peut traiter : { $can-list } (au-delà, utilisez tontine simulate)
cli-exact-can = { $players ->
    [one] un joueur
   *[other] { $players } joueurs
    } jusqu’à une mise de { $stake }
cli-exact-none = aucune table de cette taille

## Les messages de Click (voir tontine/cli/click_text.py) : chaque $x-text est un emplacement de Click

cli-click-usage = Utilisation :
cli-click-options = Options{"\u202F"}
cli-click-commands = Commandes{"\u202F"}
cli-click-help-option = Affiche cette aide et quitte.
cli-click-version-option = Affiche la version et quitte.
cli-click-version = { $prog-text }, version { $version-text }
cli-click-default = par défaut : { $default-text }
cli-click-env-var = variable d’environnement : { $var-text }
cli-click-required = obligatoire
cli-click-deprecated = obsolète
cli-click-try-help = Essayez « { $command-text } { $option-text } » pour obtenir de l’aide.
cli-click-missing-command = Commande manquante.
cli-click-no-such-command = Commande inconnue : « { $name-text } ».
cli-click-no-such-option = Option inconnue : « { $name-text } ».
cli-click-did-you-mean = { $count ->
    [one] Vouliez-vous dire { $possibility-text } ?
   *[other] (Vouliez-vous dire : { $possibilities-text } ?)
    }
cli-click-extra-arguments = { $count ->
    [one] Argument en trop : { $args-text }
   *[other] Arguments en trop : { $args-text }
    }
cli-click-option-needs-value = { $count ->
    [one] L’option « { $name-text } » attend une valeur.
   *[other] L’option « { $name-text } » attend { $nargs-text } valeurs.
    }
cli-click-option-takes-no-value = L’option « { $name-text } » ne prend pas de valeur.
cli-click-argument-values = L’argument « { $name-text } » prend { $nargs-text } valeurs.
cli-click-takes-values = { $count ->
    [one] Il faut { $nargs-text } valeurs, une seule a été donnée.
   *[other] Il faut { $nargs-text } valeurs, { $len-text } ont été données.
    }
cli-click-values-required = { $count ->
    [one] Il faut { $len-type-text } valeurs, { $len-value-text } a été donnée.
   *[other] Il faut { $len-type-text } valeurs, { $len-value-text } ont été données.
    }
cli-click-missing-argument = Argument manquant
cli-click-missing-option = Option manquante
cli-click-missing-parameter = Paramètre manquant
cli-click-missing-other = Élément manquant ({ $param-type-text })
cli-click-missing-named = Paramètre manquant : { $param-name-text }
cli-click-invalid-value-for = Valeur invalide pour { $param-hint-text } : { $message-text }
cli-click-invalid-value = Valeur invalide : { $message-text }
cli-click-error = Erreur : { $message-text }
cli-click-cannot-open = Impossible d’ouvrir le fichier « { $filename-text } » : { $message-text }
cli-click-unknown-error = erreur inconnue
cli-click-aborted = Abandon.
# $number-type-text est le nom anglais du type (« integer », « float ») : omis.
cli-click-not-a-number = « { $value-text } » n’est pas un nombre valide.{ $number-type-text ->
   *[other] {""}
    }
cli-click-not-a-boolean = « { $value-text } » n’est pas une valeur booléenne valide. Valeurs reconnues : { $states-text }
cli-click-not-a-uuid = « { $value-text } » n’est pas un UUID valide.
cli-click-out-of-range = { $value-text } n’est pas dans l’intervalle { $range-text }.
cli-click-not-a-choice = { $count ->
    [one] « { $value-text } » n’est pas { $choice-text }.
   *[other] « { $value-text } » n’est pas l’une des valeurs { $choices-text }.
    }
cli-click-date-format = { $count ->
    [one] « { $value-text } » ne correspond pas au format { $format-text }.
   *[other] « { $value-text } » ne correspond à aucun des formats { $formats-text }.
    }
cli-click-file = fichier
cli-click-directory = dossier
cli-click-path = chemin
cli-click-path-is-file = { $name-text } « { $filename-text } » : c’est un fichier.
cli-click-path-is-directory = { $name-text } « { $filename-text } » : c’est un dossier.
cli-click-path-not-readable = { $name-text } « { $filename-text } » : lecture impossible.
cli-click-path-not-writable = { $name-text } « { $filename-text } » : écriture impossible.
cli-click-path-not-executable = { $name-text } « { $filename-text } » : exécution impossible.
cli-click-path-missing = { $name-text } « { $filename-text } » : introuvable.
cli-click-repeat = Répétez pour confirmer
cli-click-no-match = Erreur : les deux valeurs saisies ne correspondent pas.
cli-click-invalid-input = Erreur : saisie invalide
cli-click-press-key = Appuyez sur une touche pour continuer…
cli-click-continue = Voulez-vous continuer ?
cli-click-yes-option = Confirme l’action sans poser la question.

## La partie telle qu’elle se donne (un journal : chiffres)

cli-seat-draw-intro = On tire les places : une carte de chaque rang est étalée, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T }, etc., et les cartes semblables sont disposées en éventail (d’une autre couleur : notre lecture de « un roi quelconque ») ; le { -rank-K } donne.
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

# Les mots tapés à l’invite (les mots anglais et leurs initiales sont compris aussi)
cli-keep-word-undo = annuler
cli-keep-word-show = afficher
cli-keep-word-help = aide
cli-keep-word-quit = quitter
cli-keep-yes = o, oui
cli-keep-no = n, non
cli-keep-yes-no-default-yes = [O/n]
cli-keep-yes-no-default-no = [o/N]
cli-keep-yes-or-no = Répondez par o (oui) ou n (non).
cli-keep-help = Tapez la carte que chaque joueur a reçue, rang puis couleur : KS, 10h, td, qd, 2c, as (rangs A 2-10 J Q K, T pour dix ; couleurs S pique, H cœur, D carreau, C trèfle ; majuscules ou minuscules). Commandes : « { cli-keep-word-undo } » (reprendre la dernière carte), « { cli-keep-word-show } » (la table), « { cli-keep-word-help } », « { cli-keep-word-quit } ».
cli-keep-seed = { $fan ->
    [yes] Graine { $seed-code } (elle tire les places et le premier donneur).
   *[no] Graine { $seed-code } (elle tire le premier donneur).
    }
cli-keep-start = Tapez la carte que reçoit chaque joueur (« { cli-keep-word-help } » pour les commandes).
cli-keep-prompt-over = partie finie (« { cli-keep-word-undo } », « { cli-keep-word-show } », « { cli-keep-word-quit } ») :
cli-keep-prompt = carte de { $player-name } :
cli-keep-after-deal = Après la { ORDINAL($deal, gender: "feminine") } donne :
cli-keep-nothing-to-undo = Rien à reprendre.
cli-keep-took-back = Carte { $card } reprise à { $player-name }.
cli-keep-dealing = La { ORDINAL($deal, gender: "feminine") } donne, donnée par { $player-name } ; { $cards ->
    [0] aucune carte jusqu’ici
    [one] une carte jusqu’ici
   *[other] { WORDS($cards, gender: "feminine") } cartes jusqu’ici
    }.
cli-keep-over = La partie est finie : { $result-text } Tapez « { cli-keep-word-undo } », « { cli-keep-word-show } » ou « { cli-keep-word-quit } ».
cli-keep-bad-card = ! { $error-text } ; tapez-la de nouveau (« { cli-keep-word-help } » pour les commandes).
cli-keep-stopped = Arrêté après { $deals ->
    [0] aucune donne
    [one] une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }.
cli-keep-rescued = la partie a été enregistrée dans « { $file-name } » pour que les cartes tapées ne soient pas perdues
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
cli-replay-unchecked = { $deals ->
    [one] Une donne
   *[other] { WORDS($deals, gender: "feminine") } donnes
    }, { $result-text } : chaque champ tient, mais { $reason-text }.
cli-replay-reason-no-seed = l’enregistrement ne nomme aucune graine : ses cartes n’ont pu être comparées à un mélange
cli-replay-reason-stacked = ses cartes ont été rangées d’avance : aucun mélange ne les a données
cli-replay-reason-entered-by-hand = ses cartes ont été saisies à la main : il n’y a pas de mélange à vérifier
cli-replay-reason-server = ses cartes viennent du mélange d’un serveur, que vérifie tontine verify

## Aide des commandes

cli-help-command-group = La Tontine, jeu de cartes de pur hasard du XVIIIe siècle, pour une grande tablée. Jouez-la au terminal, étudiez-la avec le simulateur, racontez-la en scène.
cli-help-command-play = Joue une partie de Tontine au terminal. Les cartes viennent d’un mélange de graine --seed (affichée, pour rejouer la partie). Si la sortie est redirigée, toute la partie est écrite en texte simple.
cli-help-command-keep = Tient les comptes d’une vraie table : tapez la carte que reçoit chaque joueur. Après chaque carte, le règlement, les jetons de chacun et la corbeille sont affichés. Tapez « { cli-keep-word-undo } » pour reprendre la dernière carte ; « { cli-keep-word-show } », « { cli-keep-word-help } » et « { cli-keep-word-quit } » sont aussi compris.
cli-help-command-replay = Rejoue l’enregistrement FILE dans le moteur et en vérifie chaque champ : chacun est dérivé à nouveau et comparé, un champ inconnu refusé. Chaque faute est une ligne qui nomme le champ, avec le code de sortie 1. Le verdict ne dit « enregistrement confirmé » que si le mélange a été vérifié aussi ; sinon il dit ce qui n’a pu être vérifié (code de sortie 0). Un fichier qui n’est pas un enregistrement (du JSON mal formé) est une ligne, avec le code de sortie 2.
cli-help-command-rules = Affiche les règles de la Tontine pour la variante PRESET (english, french, german). Sans PRESET : toutes les variantes en bref, et celle par défaut. Les options de règles maison (--stake 20 --deck talon ...) affichent les règles avec ces changements.
cli-help-command-simulate = Joue un grand nombre de parties avec le simulateur rapide et affiche ce qu’elles révèlent.

    On y trouve le nombre de donnes avant la fin, la part des victoires de chaque place, comptée à partir du premier donneur (avec un test du khi-deux de l’hypothèse « aucune place n’est favorisée »), les retours au jeu, les parties décidées par le dernier tombé, la plus grosse corbeille et les parties arrêtées par le plafond de sécurité.
cli-help-command-sweep = Simule une grille de tables (joueurs × mises × variantes × règles maison) sur Dask.

    Chaque case est jouée sur un cœur d’un processus de calcul Dask, par défaut sur un cluster local qui occupe tous les cœurs, ou sur le cluster à l’adresse donnée par --scheduler. Écrit une ligne CSV par case ainsi que des cartes de chaleur de la durée moyenne des parties et de l’avantage du premier donneur.
cli-help-command-exact = La probabilité exacte qu’a chaque place de gagner, et l’espérance exacte du nombre de donnes.

    Résout le jeu comme une chaîne de Markov absorbante dont les états sont (tas, donneur), les cartes de chaque donne étant tirées sans remise d’un jeu complet rebattu à chaque donne. Les places sont comptées à partir du premier donneur (décalage 0), quel qu’il soit. Petites tables seulement : à trois joueurs jusqu’à une mise de 24, à quatre jusqu’à une mise de 8 (avec 3 jetons à la corbeille) ; au-delà, utilisez « tontine simulate ».
cli-help-command-narrate = Raconte une partie entière de Tontine en scène, dans la langue de son temps.

    Avec --names, un nom peut être suivi d’un genre (Ann:f,Ben:m,Sam) ; avec --lang fr ou de, la partie suit les règles françaises ou allemandes, sauf si --preset ou --rules est donné. Joue une nouvelle partie à partir de --seed (à défaut, d’une graine tirée au hasard, indiquée à la fin du récit) ou raconte avec --record une partie enregistrée.
cli-help-command-serve = Ouvre la table en réseau : vos amis la rejoignent depuis leur téléphone avec un code, un lien ou un code QR.

    Sans --redis, un processus sert à lui seul une base de données ; avec --redis, autant de processus qu’il faut (--workers N sur une même machine, ou un par machine derrière un proxy) la servent ensemble.
cli-help-command-verify = Vérifie un enregistrement téléchargé depuis une table : l’engagement du serveur, les cartes de chaque donne, les règles.

    Pour un enregistrement honnête, affiche une ligne et sort avec le code 0 ; sinon, une ligne qui nomme ce qui ne concorde pas, et le code de sortie 2.

## tontine simulate et tontine sweep : options

cli-help-simulate-games = Nombre de parties à jouer.
cli-help-simulate-jobs = Nombre de fils d’exécution (par défaut : autant que de cœurs). Les résultats n’en dépendent pas.
cli-help-simulate-json = Affiche un seul objet JSON (docs/simulate-json.md) au lieu des tableaux.
cli-help-simulate-plot = Écrit les graphiques (durée des parties, survie, part des victoires, corbeille) en PNG et en SVG dans le dossier DIR.
cli-help-simulate-max-deals = Plafond de sécurité : une partie qui dure encore après ce nombre de donnes est arrêtée et comptée parmi les parties plafonnées.
cli-help-progress = Affiche une barre de progression sur la sortie d’erreur (par défaut : si la sortie d’erreur est un terminal).
cli-help-sweep-players = Nombres de joueurs : un intervalle, une liste ou les deux, p. ex. 5..20 ou 3,4,8.
cli-help-sweep-stakes = Mises, p. ex. 12,15,20 ou 4..20 (par défaut : celle de la variante, ou --stake).
cli-help-sweep-presets = Variantes, p. ex. english,french,german (par défaut : --preset, sinon english).
cli-help-sweep-decks = Cartes battues à chaque donne ou talon gardé, p. ex. fresh,talon (par défaut : ce que prévoit chaque variante, ou --deck).
cli-help-sweep-all-falls = Règles quand tous tombent, p. ex. last-to-fall,share,replay (par défaut : ce que prévoit chaque variante, ou --all-fall).
cli-help-sweep-games = Nombre de parties par case de la grille.
cli-help-sweep-max-deals = Plafond de sécurité en donnes par partie ; les parties plafonnées sont comptées dans le CSV.
cli-help-sweep-out = Dossier où écrire sweep.csv, sweep.parquet (si pyarrow est installé) et les cartes de chaleur.
cli-help-sweep-scheduler = Calcule sur un cluster Dask existant (p. ex. tcp://host:8786 ; tontine[sim] doit être installé là où tournent ses processus de calcul).
cli-help-sweep-workers = Nombre de processus de calcul du cluster Dask local (par défaut : un par cœur).

## tontine exact : options

cli-help-exact-players = Nombre de joueurs ({ $low } ou plus ; petites tables seulement, la limite est indiquée en cas de refus).
cli-help-exact-json = Affiche la réponse sous la forme d’un seul objet JSON.
cli-help-exact-fractions = Résout aussi le jeu en arithmétique rationnelle exacte et affiche les fractions (très petites tables seulement).
cli-help-exact-quiet = N’affiche pas l’avancement du calcul sur la sortie d’erreur.

## tontine narrate : options

cli-help-narrate-record = Raconte la partie enregistrée dans ce fichier (par « tontine play », la table du navigateur ou « tontine keep »).
cli-help-narrate-lang = Langue du récit : l’une des langues disponibles (en, fr, de…).
cli-help-narrate-length = scene : cinq à huit moments clés ; chapter : davantage, et plus longuement ; full : chaque carte.
cli-help-narrate-counter = Ce que vaut un jeton, p. ex. « un sou », « a shilling », « ein Groschen » ; un pluriel irrégulier s’écrit après une barre oblique (« a penny/pence »).
cli-help-narrate-title = Le titre du récit (par défaut : un titre tiré du décor).
cli-help-narrate-place = Le lieu où joue la compagnie (par défaut : une ville qui convient aux personnages).
cli-help-narrate-format = text, markdown ou html ; en markdown et en html, le récit se termine par un graphique des jetons.
cli-help-narrate-out = Écrit le récit dans le fichier FILE (par défaut : sur la sortie standard). En Markdown, le graphique est écrit à côté.

## tontine serve : options

cli-help-serve-host = Adresse d’écoute (0.0.0.0 pour tout le réseau).
cli-help-serve-port = Port d’écoute.
cli-help-serve-db = URL de la base de données : un fichier SQLite, ou postgresql+psycopg://user@host/dbname.
cli-help-serve-schema = Schéma PostgreSQL des tables (créé au besoin ; par défaut : celui de la base).
cli-help-serve-redis = URL de Redis (redis://host:6379/0) : sert la base de données avec les autres processus lancés avec les mêmes --db et --redis, sur cette machine ou sur d’autres. Sans elle, ce processus sert la base à lui seul.
cli-help-serve-workers = Nombre de processus à lancer sur cette machine, qui se partagent le port (plus d’un demande --redis).
cli-help-serve-max-seats = Nombre maximal de places à une table (les règles en permettent jusqu’à 52).
cli-help-serve-per-address = Connexions ouvertes et WebSockets qu’une même adresse peut garder (200 et 40 par défaut ; à relever pour des tests de charge ou quand beaucoup de joueurs partagent une adresse).
cli-help-serve-forwarded-allow-ips = Adresses (ou réseaux, ou *), séparées par des virgules, des proxys inverses dont on accepte les en-têtes X-Forwarded-For et X-Forwarded-Proto : ils donnent l’adresse du joueur et le schéma des liens et des codes QR. Indiquez l’adresse du proxy quand il tourne sur une autre machine.
cli-help-serve-log-level = Niveau de détail du journal du serveur.

## Les emplacements de l’aide qui sont des mots (FILE, NAME, DIR, URL et N sont ceux de Click et restent)

cli-metavar-card = RANG=EFFET
cli-metavar-list = LISTE
cli-metavar-address = ADRESSE
cli-metavar-addresses = ADRESSES
cli-metavar-worth = VALEUR

## tontine serve and tontine verify
cli-serve-workers-redis = --workers N (plus d’un processus) demande --redis URL : les processus partagent les tables par Redis
cli-serve-schema-sqlite = --schema ne vaut que pour PostgreSQL : une base SQLite n’a pas de schémas (retirez --schema)
cli-serve-needs-package = « tontine serve » a besoin du paquet « { $package-name } » : pip install 'tontine[server]'
cli-serve-database = impossible d’ouvrir la base de données « { $url-text } » : { $reason-text }
cli-serve-open = La table de Tontine est ouverte à l’adresse { $address-text }  (base de données : { $url-text }{ $together ->
        [yes] ; avec les autres processus par { $redis-text }
       *[no] {""}
    }{ $workers ->
        [1] {""}
       *[other] ; { $workers } processus
    } ; Ctrl+C pour arrêter)
cli-serve-claim-shared = un autre « tontine serve » sans --redis utilise la base de données « { $url-text } » : un processus sans --redis sert sa base seul (arrêtez-le, puis lancez chaque processus avec le même --redis)
cli-serve-claim-redis = la base de données « { $url-text } » est servie par des processus « tontine serve --redis » : lancez celui-ci avec la même URL --redis pour la servir avec eux
cli-serve-claim-alone = un autre « tontine serve » utilise déjà la base de données « { $url-text } » : un processus sert une seule base (arrêtez l’autre, donnez à celui-ci sa propre base, ou lancez chaque processus avec --redis)
cli-serve-redis-package = « tontine serve --redis » a besoin du paquet « redis » : pip install 'tontine[server]'
cli-serve-redis-unreachable = Redis est injoignable à l’adresse « { $url-text } » : { $reason-text }
cli-serve-resolve = impossible de résoudre le nom « { $host-text } » : { $reason-text }
cli-serve-listen = impossible d’écouter sur { $address-text } : { $reason-text }
cli-verify-honest = { $file-text } : enregistrement intègre : l’engagement du serveur, les cartes { $deals ->
        [one] de la donne
       *[other] des { $deals } donnes
    } et les règles concordent ; { $outcome-text }
cli-verify-won = la place { $seat } ({ $player-name }) a gagné
cli-verify-shared = la corbeille a été partagée
cli-verify-ended = la partie a été arrêtée avant sa fin
cli-verify-not-json = le relevé n’est pas du JSON
cli-verify-not-record = le relevé n’est pas un objet JSON
cli-verify-by-hand = les cartes de cette partie ont été saisies à la main : il n’y a pas de mélange à vérifier
cli-verify-no-shuffle = le relevé n’a pas de bloc « shuffle » : il ne vient pas d’une table de tontine
cli-verify-algorithm = le relevé utilise le mélange « { $value-text } », que cette version ne connaît pas (elle connaît tontine-hmac-fy/1 et tontine-hmac-fy/2)
cli-verify-version = le bloc du mélange indique la version « { $value-text } », mais son algorithme est de version { $version }
cli-verify-no-seed = la graine du serveur n’est pas encore révélée : la partie n’est pas finie
cli-verify-server-seed = la graine du serveur « { $value-text } » n’est pas faite de 64 chiffres hexadécimaux en minuscules
cli-verify-player-seeds = le bloc du mélange n’a pas de liste de graines des joueurs
cli-verify-player-seed = la graine du joueur { $n } « { $value-text } » n’est pas un nombre pair de chiffres hexadécimaux en minuscules, de 16 à 64
cli-verify-commitment = la graine du serveur ne correspond pas à l’engagement : son SHA-256 est autre
cli-verify-entrants = le bloc du mélange compte { $entrants } participants pour { $seeds } graines : il faut un nom par graine, au moins 2
cli-verify-rules = les règles du relevé ne disent pas comment le jeu est gardé (« deck » : fresh ou talon) ni comment le premier donneur est choisi (« first_dealer » : lot, fan ou first-seat)
cli-verify-seats = les joueurs ne sont pas aux places que le mélange tire pour les participants
cli-verify-first-dealer = le premier donneur n’est pas celui que tire le mélange (la place { $seat })
cli-verify-no-deals = le relevé n’a pas de liste de donnes
cli-verify-deal = la donne { $n } n’est pas une donne : il lui faut une liste de cartes et une marque « reshuffled », true ou false
cli-verify-deal-number = la donne { $n } se dit numéro « { $number-text } » : les donnes sont numérotées 1, 2, 3… dans l’ordre
cli-verify-mark-missing = la donne { $n } demandait un jeu neuf, mais n’est pas marquée « reshuffled »: true
cli-verify-mark-extra = la donne { $n } est marquée « reshuffled »: true, alors que le jeu avait encore assez de cartes pour elle
cli-verify-cards = donne { $n } : ce ne sont pas les cartes que donne le mélange
cli-verify-replay = le rejeu selon les règles l’a refusé : { $reason-text }
cli-verify-note-names = remarque : ce relevé utilise tontine-hmac-fy/1, dont le mélange ne dépend pas des noms : il prouve les cartes, pas qui était à quelle place
cli-help-narrate-cast = Un fichier de distribution TOML : chaque [[person]] avec nom, genre, humeur, enjeu et un lien à un autre.
cli-help-narrate-width = Couper le texte brut aux espaces à cette largeur (0 : une ligne par paragraphe).
cli-help-narrate-colophon = Finir le texte brut par le colophon : les règles, le nombre de donnes et la graine.
cli-error-cast-file = fichier de distribution { $file-name } : { $reason-text }
cli-error-cast-names = --cast et --names ne vont pas ensemble
