# The browser pages, their log and every refusal the server sends (ids start with web-).
# Card, rank, suit and preset words come from common.ftl.

web-app-title = Tontine
web-app-tagline = The 18th-century card game of pure chance, for a whole room of friends.
web-lang-label = Language
web-skip = Skip to the table
web-create-heading = Open a table
web-create-preset = Rules
web-create-stake = Counters each
web-create-ante = Ante into the pool
web-create-deck = Pack
web-deck-fresh = Fresh shuffle every deal
web-deck-talon = Keep the talon until it runs short
web-create-seats = Seats
web-create-limit = Stop after this many deals (optional)
web-create-submit = Open the table
web-create-done = Your table is open
web-join-heading = Join a table
web-join-code = Table code
web-join-go = Go to the table
web-join-name = Your name
web-join-emblem = Your emblem
web-join-submit = Take a seat
web-join-replace = Take this seat
web-join-closed = The game has started: you are watching.
web-join-full = The table is full: you are watching.
web-verify-link = Verify a record
web-verify-heading = Verify a game record
web-verify-intro = Choose a record downloaded from a table. The page checks the server's commitment and recomputes every deal's cards in your browser, then asks the server to replay the game through the rules.
web-verify-file = Record file (JSON)
web-verify-run = Verify
web-verify-commit-ok = The server seed matches its commitment.
web-verify-replay-ok = Replayed through the rules: the record is honest.
web-verify-replay-bad = Replay refused: { $text }
web-table-code = Table code
web-table-link = Link
web-table-share = Share
web-table-copied = Link copied
web-table-qr = QR code to join
web-table-joinat = Join at
web-view-label = View
web-view-player = My seat
web-view-spectator = Whole table
web-view-tv = Big screen
web-host-heading = Host
web-host-start = Start: antes in
web-host-deal = Deal
web-host-auto = Deal by itself
web-host-pace = Seconds between deals
web-host-pause = Pause
web-host-fill = Fill empty seats with automatons
web-host-remove = Remove { $name }
web-host-handover = Make { $name } host
web-host-end = End the table
web-host-again = Play again
web-host-confirm-end = End the table for everyone?
web-status-lobby = Waiting for players
web-status-playing = In play
web-status-finished = Game over
web-status-ended = The table was ended
web-pool = Pool
web-deal-n = Deal { $n }
web-dealer = dealer
web-seat-out = out
web-seat-in = in
web-seat-bot = automaton
web-seat-offline = disconnected
web-seat-host = host
web-seat-you = you
web-you-watching = You are watching
web-you-seat = Your seat
web-record-download = Download the record
web-record-verify = Verify it
web-react-label = Reactions
web-react-sent = { $name }: { $emotetext }
web-log-heading = What happened
web-shuffle-commitment = Shuffle commitment (SHA-256)
web-shuffle-seed = Server seed (revealed)
web-conn-lost = Connection lost: reconnecting…
web-conn-ok = Connected
web-error = Error: { $text }
web-ev-first-dealer = { $name } deals first
web-ev-reshuffled = The pack is shuffled
web-ev-deal-started = Deal { $deal }: { $name } deals
web-ev-died = { $name } is out
web-ev-revived = { $name } is back in the game
web-ev-deal-voided = Everyone fell: deal { $deal } is void and dealt again
web-ev-pool-shared = The pool is shared: { $sharelist }
web-error-name-needed = A name is needed to take a seat.
web-error-name-long = The name is too long: at most { $max } characters.
web-error-name-control = The name holds control characters.
web-error-name-taken = The name { $name } is taken at this table: choose another.
web-error-no-table = There is no table with the code { $code }.
web-error-lookup-rate = Too many unknown table codes from this address: wait a few minutes.
web-error-host-only = Only the host can do that.
web-error-started = The game has started: you can watch without a seat.
web-error-join-rate = Too many seats taken from this address: wait a minute.
web-error-full = The table is full ({ $max } seats): you can watch.
web-error-two-seats = A game needs at least 2 seats: fill the empty ones with automatons.
web-error-dealt = Deal { $n } has already been dealt.
web-error-pace = The pace must be { $low } to { $high } seconds.
web-error-handover-first = Hand the host role to someone else before leaving the table.
web-error-too-large = Message too large.
web-error-slow = Too many messages: slow down.
web-error-react = Reactions are for seated players.
web-error-sockets = Too many open connections: close a tab and try again.

web-how = { $how ->
    [last-standing] last standing
    [last-to-fall] last to fall
    [deal-limit] the deal limit
   *[all-fell] all fell
    }
web-counters = { $n ->
    [one] { $n } counter
   *[other] { $n } counters
    }
web-verify-cards-ok = { $n ->
    [one] The cards of the one deal recomputed: they match.
   *[other] The cards of all { $n } deals recomputed: they match.
    }
web-seat-holding = { web-counters }
web-seats-count = { $n } of { $max } seats
web-status-auto = Dealing by itself every { $pace } s
web-result-won = { $name } wins: { $pool ->
    [one] { $pool } counter
   *[other] { $pool } counters
    } from the pool ({ web-how })
web-result-shared = The pool is shared ({ web-how })
web-ev-seat-drawn = { $playername } draws { card-name } and sits at seat { $seat }
web-ev-ante = { $name } puts { $amount ->
    [one] { $amount } counter
   *[other] { $amount } counters
    } into the pool
web-ev-card-dealt = { $name } turns up { card-name }
web-ev-take-from-pool = { $name } takes { $taken ->
    [one] { $taken } counter
   *[other] { $taken } counters
    } from the pool
web-ev-pay-into-pool = { $name } pays { $paid ->
    [one] { $paid } counter
   *[other] { $paid } counters
    } into the pool
web-ev-pay-neighbour = { $name } pays { $paid ->
    [one] { $paid } counter
   *[other] { $paid } counters
    } to { $toname }
web-ev-payment-void = { $name }’s payment would come back to the same seat: void
web-ev-deal-ended = Deal { $deal } settled: the pool holds { $pool ->
    [0] nothing
    [one] { $pool } counter
   *[other] { $pool } counters
    }
web-ev-won = { $name } wins the pool of { $pool ->
    [one] { $pool } counter
   *[other] { $pool } counters
    } ({ web-how })
web-result-summary = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
    }, { $players } players.
web-error-create-rate = This address has opened { $n } tables in the last hour: wait or reuse one.
web-error-unknown = The server refused that.
web-error-network = The server cannot be reached: trying again by itself.
web-preset-summary = { $preset ->
    [english] The Sporting Magazine, October 1797: a fresh shuffle every deal.
    [french] La Tontine: the seats and the first dealer drawn from a fan of matching cards, the king deals; the talon is kept until it runs short.
   *[german] The German article, after the Académie universelle (1760) and Anton (1889): 20 counters, up to 20 players, the cards gathered after every deal.
    }
web-warn-players = { $preset ->
    [english] The 1797 text: “Tontine may be played by twelve or fifteen persons; but the more the merrier.” This table has { $players } seats.
    [french] The French fan draw lays out one card of each rank: at most 13 players can draw their seats.
   *[german] The German article: “usually 12 to 15 persons”, up to 20. This table has { $players } seats.
    }

## The big screen
web-tv-fullscreen = Full screen
web-tv-scan = Scan to join, or go to
web-tv-dealing = { $name } is dealing
web-tv-winner = { $name } wins!

## The phone: your seat this deal
web-you-nocard = No card yet this deal.
web-you-card = You turned up { card-name }.
web-you-take = You turned up { card-name } and took { web-counters } from the pool.
web-you-pay-pool = You turned up { card-name } and paid { web-counters } into the pool.
web-you-pay-neighbour = You turned up { card-name } and paid { web-counters } to { $toname }.
web-you-void = You turned up { card-name }: your payment would have come back to you, so it is void.
web-you-received = { $name }’s card paid you { web-counters }.
web-you-died = You are out of the game.
web-you-revived = You are back in the game.
web-you-nothing = Nothing else touched your counters.
web-announce-died = Out of the game: { $namelist }.
web-announce-revived = Back in the game: { $namelist }.
web-cardtable = What each card does
web-cardtable-close = Close
web-effect = { $kind ->
    [take] takes { web-counters } from the pool
    [pay] pays { web-counters } into the pool
    [give] { $distance ->
        [one] gives { web-counters } to the next player
       *[other] gives { web-counters } to the player { $distance } seats along
        }
   *[nothing] nothing
    }
web-settings-sound = Sound
web-settings-vibrate = Vibration
web-confirm-remove = Remove { $name } from the table?
web-confirm-yes = Yes
web-confirm-no = No

## Nobody stuck
web-host-now = { $name } is the host now.
web-host-away = The host is away: the role passes to someone present in a moment.
web-conn-retry = The server cannot be reached: trying again in { $n } s…
web-notfound-heading = No table with this code
web-notfound-text = There is no open table with the code { $code }: it may be mistyped, or the table has ended.
web-notfound-back = Back to the front page
web-error-bad-request = The server did not understand that request.
web-error-no-game = There is no game in play at this table.
web-error-no-record = The game has not started: there is no record yet.
web-error-not-bot = That seat is not an automaton’s.
web-error-lobby-only = That can be done only before the start.
web-error-no-empty-seat = There is no empty seat to fill.
web-error-no-seat = There is no such seat at this table.
web-error-host-person = The host role goes to a person’s seat.
web-error-over = The table is already over.
web-error-not-over = Play again once the game is over.
web-error-busy = Could not find a free table code: try again.
web-error-table-busy = The table is busy just now: try again in a moment.
web-error-database = The server cannot reach its database just now: try again in a moment.
web-error-heavy = The server is busy with other long requests: try again in a few seconds.
web-verify-not-json = The file is not a game record (it is not JSON).
web-verify-replay-reason = the record does not follow the rules
# A card as the object of a verb (German needs the accusative).
web-card-acc = { card-name }
web-error-not-found = There is nothing here by that name.
web-error-conflict = That cannot be done at this moment of the game.
web-error-rate = Too many requests from this address: wait a little.

## A real pack on the table: the host enters each card
web-create-hand = A real pack: the cards are entered here by hand as they are turned up
web-hand-for = Next card: { $name }’s
web-hand-rank = Rank
web-hand-suit = Suit
web-hand-type = Or type it (KS, 10H)
web-hand-turn = Turn up
web-hand-undo = Take back the last card
web-hand-mode = Cards entered by hand
web-verify-by-hand = The cards of this game were entered by hand: there is no shuffle to verify.
web-verify-not-record = The file is not a game record (it is not a JSON object).
web-verify-no-shuffle = The record has no shuffle block: it did not come from a tontine table.
web-verify-algorithm = The record uses the shuffle { $value-text }, which this page does not know.
web-verify-version = The shuffle block says version { $value-text }, but its algorithm is version { $version }.
web-verify-no-seed = The server seed is not revealed yet: the game is not over.
web-verify-server-seed = The server seed “{ $value-text }” is not 64 lowercase hexadecimal digits.
web-verify-player-seeds = The shuffle block has no list of player seeds.
web-verify-player-seed = Player seed { $n } “{ $value-text }” is not an even number of lowercase hexadecimal digits, 16 to 64.
web-verify-commitment = The server seed does NOT match the commitment.
web-verify-entrants = The shuffle block has { $entrants } entrants for { $seeds } player seeds: it needs one name per seed, at least 2.
web-verify-rules = The record’s rules do not say how the pack is kept and how the first dealer is chosen.
web-verify-seats = The players are NOT in the seats the shuffle draws.
web-verify-first-dealer = The first dealer is NOT the one the shuffle draws (seat { $seat }).
web-verify-seats-ok = The seats and the first dealer are the ones the shuffle draws.
web-verify-no-deals = The record has no list of deals.
web-verify-deal = Deal { $n } is not a deal: it needs a list of cards and a “reshuffled” mark.
web-verify-deal-number = Deal { $n } says it is number { $number-text }: deals are numbered 1, 2, 3 … in order.
web-verify-mark-missing = Deal { $n } needed a new pack but is NOT marked “reshuffled”.
web-verify-mark-extra = Deal { $n } is marked “reshuffled” but the pack still held enough cards for it.
web-verify-cards = Deal { $n }: the cards are NOT the ones the shuffle deals.
web-verify-replay = Replay refused: the record does not follow the rules.
web-verify-note-names = Note: this record uses tontine-hmac-fy/1, whose shuffle does not depend on the names: it proves the cards, not who sat in which seat.
web-error-bad-card = { $text } is not a card: write a rank and a suit, such as KS or 10H.
web-error-card-out = That card, { card-name }, is already out of this pack.
web-error-not-hand = This table deals its own cards.
web-error-hand = The cards of this table are entered by hand.
web-error-no-undo = There is no card to take back in this deal.
web-error-history = The stored deals of this table do not lead to its stored state: it deals no more.

## The odds: how long a game lasts and whether a seat matters (the lobby and /odds)
web-odds-link = How long a game lasts, and whether your seat matters
web-odds-title = Tontine: the odds
web-odds-heading = How long, and does my seat matter?
web-odds-intro = Choose the rules, the table and the pace: the page tells how many deals a game lasts and whether any seat wins more than its share.
web-odds-players = Players
web-odds-pace = Seconds a deal
web-odds-show = Show the odds
web-odds-lobby-heading = What this table means
web-odds-summary = A game of { $players } players at { $stake } counters each lasts { $median } deals (from { $low } to { $high } in eight games out of ten): { $duration } at { NUMBER($pace, maximumFractionDigits: 1) } seconds a deal.
web-odds-seconds = about { $n } seconds ({ $low } to { $high })
web-odds-minutes = about { $n } minutes ({ $low } to { $high })
web-odds-hours = about { NUMBER($n, maximumFractionDigits: 1) } hours ({ NUMBER($low, maximumFractionDigits: 1) } to { NUMBER($high, maximumFractionDigits: 1) })
web-odds-verdict-fair = No seat is favoured: each wins about { NUMBER($fair, style: "percent", maximumFractionDigits: 1) } of the games, within { NUMBER($tolerance, style: "percent", maximumFractionDigits: 1) }.
web-odds-verdict-favoured = { $count ->
    [one] Seat { $seats } is favoured
   *[other] Seats { $seats } are favoured
  }: up to { NUMBER($best, style: "percent", maximumFractionDigits: 1) } of the games against a fair { NUMBER($fair, style: "percent", maximumFractionDigits: 1) }.
web-odds-method-exact = Each seat's share is exact (the exact solver); the deals come from { $games } simulated games.
web-odds-method-simulated = From { $games } simulated games; the bars show each share's 95% interval.
web-odds-computed = These house rules were worked out just now.
web-odds-plot = Each seat's share of the wins, seat 1 dealing first; the line is the fair share.
web-odds-seat = Seat { $seat }: { NUMBER($share, style: "percent", maximumFractionDigits: 1) }
web-odds-working = Working out the odds…
web-error-odds-lang = There is no language “{ $value }” here: en, fr or de.
web-error-odds-field = There is no field “{ $value }” in this question: use { $fields }.
web-error-odds-preset = There are no rules “{ $value }”: choose English, French or German.
web-error-odds-players = The players must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-odds-stake = The counters each must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-odds-ante = The ante must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-odds-deck = There is no pack “{ $value }”: fresh or talon.
web-error-odds-rules = These house rules do not make a game: { $value }.
web-error-odds-pace = The pace must be from { $low } to { $high } seconds a deal, not “{ $value }”.
web-error-odds-no-simulator = The odds of house rules need the simulator, which this server does not have: the presets at 10, 15 and 20 counters are answered.
web-error-odds-timeout = Working out these house rules took too long: try fewer counters each.
web-error-odds-rate = This address has had { $n } house rules worked out in the last minute: wait a moment.
web-error-odds-deal-limit = The deal limit must be a whole number from { $low } to { $high }, not “{ $value }”.

## The writer's page (/tell): a new game told as a scene, to read, copy, download or share
web-tell-link = Tell a game as a scene, for a story of your own
web-tell-title = Tontine: a game told
web-tell-heading = A game told as a scene
web-tell-intro = Choose the company, the rules and a seed: a game is dealt to its end and told in the manner of its period, with its chart. The same choices give the same scene; nothing is kept.
web-tell-company = The company
web-tell-names = Names, with commas between them
web-tell-names-help = After a name, :f or :m says how the story addresses that person (Ann:f, Ben:m); an honorific says it too (Mrs. Pelling, Herr Albrecht). Leave empty for invented names of the period.
web-tell-players = Players, when no names are given
web-tell-cast = Or a cast, in TOML
web-tell-cast-help = A [[person]] table each, as tontine narrate --cast reads it: name, gender (f, m or o), temper, stake, and under [person.bond] a kind (rivals, courtship, siblings, chaperone, debt) and with, the other’s name.
web-tell-story = The telling
web-tell-lang = Language of the scene
web-tell-length = Length
web-tell-length-scene = A scene (500 to 1,500 words)
web-tell-length-chapter = A chapter (2,000 to 4,000 words)
web-tell-length-full = Every card of every deal
web-tell-counter = What a counter is worth (optional)
web-tell-counter-help = For example “a shilling”, or “a penny/pence” with its plural.
web-tell-title-field = Title (optional)
web-tell-place = Place (optional)
web-tell-rules = The rules
web-tell-seed = Seed
web-tell-seed-help = A whole number: the same seed deals the same game. Leave empty for a new one.
web-tell-new-seed = New seed
web-tell-submit = Tell the game
web-tell-working = Dealing and telling…
web-tell-facts = { $deals ->
    [one] The game lasted one deal
   *[other] The game lasted { $deals } deals
}, from seed { $seed }.
web-tell-actions = Take the scene away
web-tell-copy = Copy the text
web-tell-copied = The text is copied.
web-tell-copy-failed = The browser would not copy: select the text and copy it by hand.
web-tell-download-html = Download as HTML
web-tell-download-markdown = Download as Markdown
web-tell-download-text = Download as plain text
web-tell-share = Link to this scene
web-tell-share-help = This link makes the same scene again, anywhere.
web-tell-odds-heading = The odds of this table
web-tell-no-chart = This server cannot draw the chart (matplotlib is not installed).
web-error-tell-field = There is no field “{ $value }” on this page: use { $fields }.
web-error-tell-lang = There is no language “{ $value }” here: en, fr or de.
web-error-tell-format = There is no format “{ $value }”: use { $formats }.
web-error-tell-length = There is no length “{ $value }”: use { $lengths }.
web-error-tell-seed = The seed must be a whole number from 0 to { $high }, not “{ $value }”.
web-error-tell-preset = There are no rules “{ $value }”: choose English, French or German.
web-error-tell-stake = The counters each must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-tell-ante = The ante must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-tell-deal-limit = The deal limit must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-tell-deck = There is no pack “{ $value }”: fresh or talon.
web-error-tell-rules = These house rules do not make a game: { $value }.
web-error-tell-players = The players must be a whole number from { $low } to { $high }, not “{ $value }”.
web-error-tell-players-count = { $count ->
    [one] { $value } players were asked for, but the company has one name.
   *[other] { $value } players were asked for, but the company has { $count } names.
}
web-error-tell-cast-names = Give names or a cast, not both.
web-error-tell-cast-size = The cast is { $value } characters long: at most { $high }.
web-error-tell-names-size = The names are { $value } characters long: at most { $high }.
web-error-tell-cast = The cast does not read: { $value }
web-error-tell-names-count = A table seats { $low } to { $high } players, not { $value }.
web-error-tell-gender = “{ $value }”: after a name, use :f, :m or :o (or nothing).
web-error-tell-name-empty = Every player needs a name: one is empty.
web-error-tell-name-long = The name “{ $value }…” is too long: at most { $high } characters.
web-error-tell-name-control = The name “{ $value }” holds characters that cannot be printed.
web-error-tell-name-twice = The name “{ $value }” is given twice: every player needs a different name.
web-error-tell-text-long = { $field ->
    [counter] The counter’s worth
    [title] The title
   *[place] The place
} is { $length } characters long: at most { $high }.
web-error-tell-text-control = { $field ->
    [counter] The counter’s worth
    [title] The title
   *[place] The place
} holds characters that cannot be printed.
web-error-tell-rate = This address has had { $n } scenes told in the last minute: wait a moment.

# The game told as a story (tontine.server.http.story), and the title it gives each player
web-join-address = How the story names you
web-join-address-help = When the game is over, it is told as a story: this title goes before your name there, and in French and German it also gives the words their agreement.
web-address-none = No title
web-address-mr = Mr.
web-address-mrs = Mrs.
web-address-miss = Miss
web-story-heading = The game as a story
web-story-read = Read the story
web-story-download = Download the story
web-story-html = HTML
web-story-markdown = Markdown
web-story-text = Plain text
web-story-refused = The story cannot be told
web-error-address = There is no title “{ $value }”: choose none, Mr., Mrs. or Miss.
web-error-story-lang = There is no language “{ $value }” here: en, fr or de.
web-error-story-format = A story comes as HTML, Markdown or plain text, not “{ $value }”.
web-error-story-unfinished = The game has not reached its close: its story is told once it has.
# the big screen's moment when one player alone holds the most counters
web-moment-lead = { $name } leads with { web-counters }
