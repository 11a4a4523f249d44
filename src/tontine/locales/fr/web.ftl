# The browser pages, their log and every refusal the server sends (ids start with web-).
# Card, rank, suit and preset words come from common.ftl.

web-app-title = Tontine
web-app-tagline = Le jeu de cartes de pur hasard du XVIIIᵉ siècle, pour toute une compagnie.
web-lang-label = Langue
web-skip = Aller à la table
web-create-heading = Ouvrir une table
web-create-preset = Règles
web-create-stake = Jetons par joueur
web-create-ante = Mise à la corbeille
web-create-deck = Jeu de cartes
web-deck-fresh = Rebattre à chaque donne
web-deck-talon = Garder le talon tant qu’il suffit
web-create-seats = Places
web-create-limit = Arrêter après tant de donnes (facultatif)
web-create-submit = Ouvrir la table
web-create-done = Votre table est ouverte
web-join-heading = Rejoindre une table
web-join-code = Code de la table
web-join-go = Aller à la table
web-join-name = Votre nom
web-join-emblem = Votre emblème
web-join-submit = Prendre place
web-join-replace = Prendre cette place
web-join-closed = La partie a commencé : vous regardez.
web-join-full = La table est complète : vous regardez.
web-verify-link = Vérifier un relevé
web-verify-heading = Vérifier le relevé d’une partie
web-verify-intro = Choisissez un relevé téléchargé depuis une table. La page vérifie l’engagement du serveur et recalcule les cartes de chaque donne dans votre navigateur, puis demande au serveur de rejouer la partie selon les règles.
web-verify-file = Fichier du relevé (JSON)
web-verify-run = Vérifier
web-verify-commit-ok = La graine du serveur correspond à son engagement.
web-verify-replay-ok = Rejouée selon les règles : le relevé est honnête.
web-verify-replay-bad = Rejeu refusé : { $text }
web-table-code = Code de la table
web-table-link = Lien
web-table-share = Partager
web-table-copied = Lien copié
web-table-qr = Code QR pour rejoindre
web-table-joinat = Rejoindre sur
web-view-label = Vue
web-view-player = Ma place
web-view-spectator = Toute la table
web-view-tv = Grand écran
web-host-heading = Hôte
web-host-start = Commencer : les mises
web-host-deal = Donner
web-host-auto = Donner tout seul
web-host-pace = Secondes entre les donnes
web-host-pause = Pause
web-host-fill = Compléter avec des automates
web-host-remove = Retirer { $name }
web-host-handover = Faire de { $name } l’hôte
web-host-end = Clore la table
web-host-again = Rejouer
web-host-confirm-end = Clore la table pour tout le monde ?
web-status-lobby = En attente des joueurs
web-status-playing = En jeu
web-status-finished = Partie terminée
web-status-ended = La table a été close
web-pool = Corbeille
web-deal-n = Donne { $n }
web-seat-in = en jeu
web-seat-bot = automate
web-seat-host = hôte
web-seat-you = vous
web-you-watching = Vous regardez
web-you-seat = Votre place
web-record-download = Télécharger le relevé
web-record-verify = Le vérifier
web-react-label = Réactions
web-react-sent = { $name } : { $emotetext }
web-log-heading = Le fil du jeu
web-shuffle-commitment = Engagement du mélange (SHA-256)
web-shuffle-seed = Graine du serveur (révélée)
web-conn-lost = Connexion perdue : reconnexion…
web-conn-ok = Connecté
web-error = Erreur : { $text }
web-ev-reshuffled = Le jeu est battu
web-ev-deal-started = Donne { $deal } : { $name } donne
web-ev-deal-voided = Tous sont tombés : la donne { $deal } est nulle et se redonne
web-ev-pool-shared = La corbeille est partagée : { $sharelist }
web-error-name-needed = Il faut un nom pour prendre place.
web-error-name-long = Le nom est trop long : { $max } caractères au plus.
web-error-name-control = Le nom contient des caractères de contrôle.
web-error-name-taken = Le nom { $name } est déjà pris à cette table : choisissez-en un autre.
web-error-no-table = Il n’y a pas de table avec le code { $code }.
web-error-lookup-rate = Trop de codes inconnus depuis cette adresse : attendez quelques minutes.
web-error-host-only = Seul l’hôte peut faire cela.
web-error-started = La partie a commencé : vous pouvez regarder sans place.
web-error-join-rate = Trop de places prises depuis cette adresse : attendez une minute.
web-error-full = La table est complète ({ $max } places) : vous pouvez regarder.
web-error-two-seats = Il faut au moins 2 places : complétez avec des automates.
web-error-dealt = La donne { $n } a déjà été donnée.
web-error-pace = Le rythme doit être de { $low } à { $high } secondes.
web-error-handover-first = Confiez le rôle d’hôte à quelqu’un d’autre avant de quitter la table.
web-error-too-large = Message trop long.
web-error-slow = Trop de messages : ralentissez.
web-error-react = Les réactions sont réservées aux joueurs assis.
web-error-sockets = Trop de connexions ouvertes : fermez un onglet et réessayez.

web-how = { $how ->
    [last-standing] plus personne d’autre en jeu
    [last-to-fall] la chute la plus tardive
    [deal-limit] la limite de donnes
   *[all-fell] tous tombés
    }
web-counters = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
    }
web-verify-cards-ok = { $n ->
    [one] Les cartes de l’unique donne sont recalculées : elles concordent.
   *[other] Les cartes des { $n } donnes sont recalculées : elles concordent.
    }
web-seat-holding = { web-counters }
web-seats-count = { $n } places sur { $max }
web-status-auto = Donne automatique toutes les { $pace } s
web-result-won = { $name } gagne : { $pool ->
    [one] { $pool } jeton
   *[other] { $pool } jetons
    } de la corbeille ({ web-how })
web-result-shared = La corbeille est partagée ({ web-how })
web-ev-seat-drawn = { $playername } tire { card-name } et prend la place { $seat }
web-ev-first-dealer = { $name } donne en premier
web-ev-ante = { $name } met { $amount ->
    [one] { $amount } jeton
   *[other] { $amount } jetons
    } à la corbeille
web-ev-card-dealt = { $name } retourne { card-name }
web-ev-take-from-pool = { $name } prend { $taken ->
    [one] { $taken } jeton
   *[other] { $taken } jetons
    } à la corbeille
web-ev-pay-into-pool = { $name } met { $paid ->
    [one] { $paid } jeton
   *[other] { $paid } jetons
    } à la corbeille
web-ev-pay-neighbour = { $name } donne { $paid ->
    [one] { $paid } jeton
   *[other] { $paid } jetons
    } à { $toname }
web-ev-payment-void = Le paiement de { $name } reviendrait à la même place : nul
web-ev-died = { $name } est hors jeu
web-ev-revived = { $name } revient en jeu
web-ev-deal-ended = Donne { $deal } réglée : la corbeille { $pool ->
    [0] est vide
    [one] contient { $pool } jeton
   *[other] contient { $pool } jetons
    }
web-ev-won = { $name } gagne la corbeille de { $pool ->
    [one] { $pool } jeton
   *[other] { $pool } jetons
    } ({ web-how })
web-result-summary = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
    }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
    }.
web-seat-out = hors jeu
web-dealer = donne
web-seat-offline = hors ligne
web-error-create-rate = { $n ->
    [one] Cette adresse a ouvert { $n } table dans l’heure : attendez ou réutilisez-la.
   *[other] Cette adresse a ouvert { $n } tables dans l’heure : attendez ou réutilisez-en une.
    }
web-error-unknown = Le serveur a refusé.
web-error-network = Le serveur est injoignable : nouvel essai automatique.
web-preset-summary = { $preset ->
    [english] The Sporting Magazine, octobre 1797 : on rebat à chaque donne.
    [french] La Tontine : les places et le premier donneur tirés d’un éventail de cartes assorties, le roi donne ; le talon est gardé tant qu’il suffit.
   *[german] L’article allemand, d’après l’Académie universelle (1760) et Anton (1889) : 20 jetons, jusqu’à 20 joueurs, les cartes ramassées après chaque donne.
    }
web-warn-players = { $preset ->
    [english] Le texte anglais de 1797 (traduit) : la Tontine « peut se jouer à douze ou quinze personnes ; mais plus on est de fous, plus on rit ». Cette table a { $players } places.
    [french] L’éventail du tirage des places a une carte de chaque rang : 13 joueurs au plus peuvent tirer leur place.
   *[german] L’article allemand : « i. A. 12 – 15 Personen », jusqu’à 20. Cette table a { $players } places.
    }

## Le grand écran
web-tv-fullscreen = Plein écran
web-tv-scan = Scannez pour rejoindre, ou allez sur
web-tv-dealing = Donne : { $name }
web-tv-winner = Victoire de { $name } !

## Le téléphone : votre place à cette donne
web-you-nocard = Pas encore de carte à cette donne.
web-you-card = Vous avez retourné { card-name }.
web-you-take = Vous avez retourné { card-name } et pris { web-counters } à la corbeille.
web-you-pay-pool = Vous avez retourné { card-name } et mis { web-counters } à la corbeille.
web-you-pay-neighbour = Vous avez retourné { card-name } et donné { web-counters } à { $toname }.
web-you-void = Vous avez retourné { card-name } : le paiement vous serait revenu, il est nul.
web-you-received = La carte de { $name } vous a rapporté { web-counters }.
web-you-died = Vous êtes hors jeu.
web-you-revived = Vous revenez en jeu.
web-you-nothing = Rien d’autre n’a touché vos jetons.
web-announce-died = Hors jeu : { $namelist }.
web-announce-revived = De retour en jeu : { $namelist }.
web-cardtable = Ce que fait chaque carte
web-cardtable-close = Fermer
web-effect = { $kind ->
    [take] prend { web-counters } à la corbeille
    [pay] met { web-counters } à la corbeille
    [give] { $distance ->
        [one] donne { web-counters } au voisin
       *[other] donne { web-counters } au joueur placé { $distance } places plus loin
        }
   *[nothing] rien
    }
web-settings-sound = Son
web-settings-vibrate = Vibreur
web-confirm-remove = Retirer { $name } de la table ?
web-confirm-yes = Oui
web-confirm-no = Non

## Personne n’est bloqué
web-host-now = Le rôle d’hôte revient maintenant à { $name }.
web-host-away = L’hôte est absent : le rôle passe dans un instant à une personne présente.
web-conn-retry = Le serveur est injoignable : nouvel essai dans { $n } s…
web-notfound-heading = Aucune table avec ce code
web-notfound-text = Il n’y a pas de table ouverte avec le code { $code } : il est peut-être mal tapé, ou la table est close.
web-notfound-back = Retour à la page d’accueil
web-error-bad-request = Le serveur n’a pas compris cette demande.
web-error-no-game = Aucune partie n’est en jeu à cette table.
web-error-no-record = La partie n’a pas commencé : il n’y a pas encore de relevé.
web-error-not-bot = Cette place n’est pas celle d’un automate.
web-error-lobby-only = Cela ne se fait qu’avant le début.
web-error-no-empty-seat = Il n’y a pas de place vide à compléter.
web-error-no-seat = Il n’y a pas cette place à cette table.
web-error-host-person = Le rôle d’hôte revient à la place d’une personne.
web-error-over = La table est déjà close.
web-error-not-over = On rejoue une fois la partie finie.
web-error-busy = Aucun code de table libre : réessayez.
web-error-table-busy = La table est occupée pour l’instant : réessayez dans un moment.
web-error-database = Le serveur ne joint pas sa base de données pour l’instant : réessayez dans un moment.
web-error-heavy = Le serveur est occupé par d’autres longues demandes : réessayez dans quelques secondes.
web-verify-not-json = Ce fichier n’est pas un relevé de partie (ce n’est pas du JSON).
web-verify-replay-reason = le relevé ne suit pas les règles
# A card as the object of a verb (German needs the accusative).
web-card-acc = { card-name }
web-error-not-found = Il n’y a rien de ce nom ici.
web-error-conflict = Cela ne se peut pas à ce moment de la partie.
web-error-rate = Trop de demandes depuis cette adresse : attendez un peu.

## Un vrai jeu sur la table : l’hôte saisit chaque carte
web-create-hand = Un vrai jeu de cartes : les cartes sont saisies ici à la main à mesure qu’on les retourne
web-hand-for = Carte suivante : celle de { $name }
web-hand-rank = Rang
web-hand-suit = Couleur
web-hand-type = Ou tapez-la (KS, 10H)
web-hand-turn = Retourner
web-hand-undo = Reprendre la dernière carte
web-hand-mode = Cartes saisies à la main
web-verify-by-hand = Les cartes de cette partie ont été saisies à la main : il n’y a pas de mélange à vérifier.
web-verify-not-record = Ce fichier n’est pas un relevé de partie (ce n’est pas un objet JSON).
web-verify-no-shuffle = Le relevé n’a pas de bloc de mélange : il ne vient pas d’une table de tontine.
web-verify-algorithm = Le relevé utilise le mélange { $value-text }, que cette page ne connaît pas.
web-verify-version = Le bloc du mélange indique la version { $value-text }, mais son algorithme est de version { $version }.
web-verify-no-seed = La graine du serveur n’est pas encore révélée : la partie n’est pas finie.
web-verify-server-seed = La graine du serveur « { $value-text } » n’est pas faite de 64 chiffres hexadécimaux en minuscules.
web-verify-player-seeds = Le bloc du mélange n’a pas de liste de graines des joueurs.
web-verify-player-seed = La graine du joueur { $n } « { $value-text } » n’est pas un nombre pair de chiffres hexadécimaux en minuscules, de 16 à 64.
web-verify-commitment = La graine du serveur NE correspond PAS à l’engagement.
web-verify-entrants = Le bloc du mélange compte { $entrants } participants pour { $seeds } graines : il faut un nom par graine, au moins 2.
web-verify-rules = Les règles du relevé ne disent pas comment le jeu est gardé ni comment le premier donneur est choisi.
web-verify-seats = Les joueurs NE sont PAS aux places que tire le mélange.
web-verify-first-dealer = Le premier donneur N’est PAS celui que tire le mélange (la place { $seat }).
web-verify-seats-ok = Les places et le premier donneur sont ceux que tire le mélange.
web-verify-no-deals = Le relevé n’a pas de liste de donnes.
web-verify-deal = La donne { $n } n’est pas une donne : il lui faut une liste de cartes et une marque « reshuffled ».
web-verify-deal-number = La donne { $n } se dit numéro { $number-text } : les donnes sont numérotées 1, 2, 3… dans l’ordre.
web-verify-mark-missing = La donne { $n } demandait un jeu neuf, mais N’est PAS marquée « reshuffled ».
web-verify-mark-extra = La donne { $n } est marquée « reshuffled », alors que le jeu avait encore assez de cartes pour elle.
web-verify-cards = Donne { $n } : ce ne sont PAS les cartes du mélange.
web-verify-replay = Rejeu refusé : le relevé ne suit pas les règles.
web-verify-note-names = Remarque : ce relevé utilise tontine-hmac-fy/1, dont le mélange ne dépend pas des noms : il prouve les cartes, pas qui était à quelle place.
web-error-bad-card = { $text } n’est pas une carte : écrivez un rang et une couleur, comme KS ou 10H.
web-error-card-out = Cette carte, { card-name }, est déjà sortie de ce jeu.
web-error-not-hand = Cette table donne ses propres cartes.
web-error-hand = Les cartes de cette table sont saisies à la main.
web-error-no-undo = Il n’y a pas de carte à reprendre dans cette donne.
web-error-history = Les donnes enregistrées de cette table ne mènent pas à son état enregistré : elle ne donne plus.

## Les chances : combien dure une partie et si une place compte (le salon et /odds)
web-odds-link = Combien dure une partie, et si votre place compte
web-odds-title = Tontine : les chances
web-odds-heading = Combien de temps, et ma place compte-t-elle ?
web-odds-intro = Choisissez les règles, la table et l’allure : la page dit combien de donnes dure une partie et si une place gagne plus que sa part.
web-odds-players = Joueurs
web-odds-pace = Secondes par donne
web-odds-show = Voir les chances
web-odds-lobby-heading = Ce que veut dire cette table
web-odds-summary = Une partie de { $players } joueurs à { $stake } jetons chacun dure { $median } donnes (de { $low } à { $high } huit parties sur dix) : { $duration } à { NUMBER($pace, maximumFractionDigits: 1) } secondes par donne.
web-odds-seconds = environ { $n } secondes (de { $low } à { $high })
web-odds-minutes = environ { $n } minutes (de { $low } à { $high })
web-odds-hours = environ { NUMBER($n, maximumFractionDigits: 1) } heures (de { NUMBER($low, maximumFractionDigits: 1) } à { NUMBER($high, maximumFractionDigits: 1) })
web-odds-verdict-fair = Aucune place n’est favorisée : chacune gagne environ { NUMBER($fair, style: "percent", maximumFractionDigits: 1) } des parties, à { NUMBER($tolerance, style: "percent", maximumFractionDigits: 1) } près.
web-odds-verdict-favoured = { $count ->
    [one] La place { $seats } est favorisée
   *[other] Les places { $seats } sont favorisées
  } : jusqu’à { NUMBER($best, style: "percent", maximumFractionDigits: 1) } des parties contre une juste part de { NUMBER($fair, style: "percent", maximumFractionDigits: 1) }.
web-odds-method-exact = La part de chaque place est exacte (le calcul exact) ; les donnes viennent de { $games } parties simulées.
web-odds-method-simulated = D’après { $games } parties simulées ; les barres montrent l’intervalle à 95 % de chaque part.
web-odds-computed = Ces règles maison viennent d’être calculées.
web-odds-plot = La part des gains de chaque place, la place 1 donnant la première ; la ligne est la juste part.
web-odds-seat = Place { $seat } : { NUMBER($share, style: "percent", maximumFractionDigits: 1) }
web-odds-working = Calcul des chances…
web-error-odds-lang = Il n’y a pas de langue « { $value } » ici : en, fr ou de.
web-error-odds-field = Il n’y a pas de champ « { $value } » dans cette question : utilisez { $fields }.
web-error-odds-preset = Il n’y a pas de règles « { $value } » : choisissez anglaises, françaises ou allemandes.
web-error-odds-players = Les joueurs doivent être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-odds-stake = Les jetons de chacun doivent être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-odds-ante = La mise doit être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-odds-deck = Il n’y a pas de paquet « { $value } » : fresh ou talon.
web-error-odds-rules = Ces règles maison ne font pas une partie : { $value }.
web-error-odds-pace = L’allure doit être de { $low } à { $high } secondes par donne, pas « { $value } ».
web-error-odds-no-simulator = Les chances des règles maison demandent le simulateur, que ce serveur n’a pas : les règles prédéfinies à 10, 15 et 20 jetons ont leur réponse.
web-error-odds-timeout = Le calcul de ces règles maison a pris trop de temps : essayez moins de jetons par joueur.
web-error-odds-rate = Cette adresse a fait calculer { $n } règles maison dans la dernière minute : attendez un instant.
web-error-odds-deal-limit = La limite de donnes doit être un nombre entier de { $low } à { $high }, pas « { $value } ».

## La page de l’écrivain (/tell) : une partie nouvelle racontée en scène, à lire, copier, télécharger ou partager
web-tell-link = Raconter une partie en scène, pour un récit de votre main
web-tell-title = Tontine : une partie racontée
web-tell-heading = Une partie racontée en scène
web-tell-intro = Choisissez la compagnie, les règles et une graine : une partie est donnée jusqu’à sa fin et racontée à la manière de son temps, avec son graphique. Les mêmes choix donnent la même scène ; rien n’est conservé.
web-tell-company = La compagnie
web-tell-names = Les noms, séparés par des virgules
web-tell-names-help = Un nom suivi de « :f » ou de « :m » dit comment le récit s’adresse à cette personne (Anne:f, Benoît:m) ; un titre le dit aussi (Madame Ferrand, Monsieur Aubertin). Laissez vide pour des noms inventés de l’époque.
web-tell-players = Joueurs, quand aucun nom n’est donné
web-tell-cast = Ou une distribution, en TOML
web-tell-cast-help = Une table [[person]] par personne, comme la lit tontine narrate --cast : « name », « gender » (f, m ou o), « temper », « stake » et, sous [person.bond], un « kind » (« rivals », « courtship », « siblings », « chaperone », « debt ») et « with », le nom de l’autre.
web-tell-story = Le récit
web-tell-lang = Langue de la scène
web-tell-length = Longueur
web-tell-length-scene = Une scène (de 500 à 1 500 mots)
web-tell-length-chapter = Un chapitre (de 2 000 à 4 000 mots)
web-tell-length-full = Chaque carte de chaque donne
web-tell-counter = Ce que vaut un jeton (facultatif)
web-tell-counter-help = Par exemple « un sou », ou « un liard/liards » avec son pluriel.
web-tell-title-field = Titre (facultatif)
web-tell-place = Lieu (facultatif)
web-tell-rules = Les règles
web-tell-seed = Graine
web-tell-seed-help = Un nombre entier : la même graine donne la même partie. Laissez vide pour en tirer une nouvelle.
web-tell-new-seed = Nouvelle graine
web-tell-submit = Raconter la partie
web-tell-working = On donne et on raconte…
web-tell-facts = { $deals ->
    [one] La partie a duré une donne
   *[other] La partie a duré { $deals } donnes
}, avec la graine { $seed }.
web-tell-actions = Emporter la scène
web-tell-copy = Copier le texte
web-tell-copied = Le texte est copié.
web-tell-copy-failed = Le navigateur n’a pas voulu copier : sélectionnez le texte et copiez-le à la main.
web-tell-download-html = Télécharger en HTML
web-tell-download-markdown = Télécharger en Markdown
web-tell-download-text = Télécharger en texte brut
web-tell-share = Lien vers cette scène
web-tell-share-help = Ce lien refait la même scène, n’importe où.
web-tell-odds-heading = Les chances de cette table
web-tell-no-chart = Ce serveur ne peut pas tracer le graphique (matplotlib n’est pas installé).
web-error-tell-field = Il n’y a pas de champ « { $value } » sur cette page : utilisez { $fields }.
web-error-tell-lang = Il n’y a pas de langue « { $value } » ici : en, fr ou de.
web-error-tell-format = Il n’y a pas de format « { $value } » : utilisez { $formats }.
web-error-tell-length = Il n’y a pas de longueur « { $value } » : utilisez { $lengths }.
web-error-tell-seed = La graine doit être un nombre entier de 0 à { $high }, pas « { $value } ».
web-error-tell-preset = Il n’y a pas de règles « { $value } » : choisissez anglaises, françaises ou allemandes.
web-error-tell-stake = Les jetons de chacun doivent être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-tell-ante = La mise doit être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-tell-deal-limit = La limite de donnes doit être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-tell-deck = Il n’y a pas de paquet « { $value } » : fresh ou talon.
web-error-tell-rules = Ces règles maison ne font pas une partie : { $value }.
web-error-tell-players = Les joueurs doivent être un nombre entier de { $low } à { $high }, pas « { $value } ».
web-error-tell-players-count = { $count ->
    [one] { $value } joueurs sont demandés, mais la compagnie n’a qu’un nom.
   *[other] { $value } joueurs sont demandés, mais la compagnie a { $count } noms.
}
web-error-tell-cast-names = Donnez des noms ou une distribution, pas les deux.
web-error-tell-cast-size = La distribution compte { $value } caractères : { $high } au plus.
web-error-tell-names-size = Les noms comptent { $value } caractères : { $high } au plus.
web-error-tell-cast = La distribution ne se lit pas : { $value }
web-error-tell-names-count = Une table reçoit de { $low } à { $high } joueurs, pas { $value }.
web-error-tell-gender = « { $value } » : après un nom, mettez « :f », « :m » ou « :o » (ou rien).
web-error-tell-name-empty = Chaque joueur doit avoir un nom : l’un d’eux est vide.
web-error-tell-name-long = Le nom « { $value }… » est trop long : { $high } caractères au plus.
web-error-tell-name-control = Le nom « { $value } » contient des caractères qui ne s’impriment pas.
web-error-tell-name-twice = Le nom « { $value } » est donné deux fois : chaque joueur doit avoir un nom différent.
web-error-tell-text-long = { $field ->
    [counter] La valeur du jeton compte
    [title] Le titre compte
   *[place] Le lieu compte
} { $length } caractères : { $high } au plus.
web-error-tell-text-control = { $field ->
    [counter] La valeur du jeton contient
    [title] Le titre contient
   *[place] Le lieu contient
} des caractères qui ne s’impriment pas.
web-error-tell-rate = Cette adresse a fait raconter { $n } scènes dans la dernière minute : attendez un instant.

# La partie racontée (tontine.server.http.story), et le titre qu’elle donne à chaque joueur
web-join-address = Comment le récit vous nomme
web-join-address-help = La partie finie, elle est racontée : ce titre y précède votre nom, et en français comme en allemand il règle aussi l’accord des mots.
web-address-none = Sans titre
web-address-mr = M.
web-address-mrs = Mme
web-address-miss = Mlle
web-story-heading = La partie racontée
web-story-read = Lire le récit
web-story-download = Télécharger le récit
web-story-html = HTML
web-story-markdown = Markdown
web-story-text = Texte brut
web-story-refused = Le récit n’est pas disponible
web-error-address = Il n’y a pas de titre « { $value } » : choisissez aucun, M., Mme ou Mlle.
web-error-story-lang = Il n’y a pas de langue « { $value } » ici : en, fr ou de.
web-error-story-format = Un récit se donne en HTML, en Markdown ou en texte brut, pas « { $value } ».
web-error-story-unfinished = La partie n’a pas encore atteint son terme : elle sera racontée une fois finie.
# le moment du grand écran où un joueur seul tient le plus de jetons
web-moment-lead = { $name } mène avec { web-counters }
