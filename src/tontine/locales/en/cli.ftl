# The terminal's messages: tontine play, keep, replay, rules, and the errors.
# The event log and the tables keep digits; sentences spell their numbers out.
# The English words are the 1797 text's: counters, the box.

## Prefixes of the lines on stderr

cli-error = tontine: error: { $text }
cli-warning = tontine: warning: { $text }
cli-stopped = tontine: stopped
cli-needs-package = 'tontine { $command-name }' needs the package '{ $package-name }', which is not installed: pip install 'tontine[all]'
cli-os-error = { $file-name } { $reason-text }

## Options and their help

cli-help-preset = Rules of one source: { $preset-list } (default { $preset }).
cli-help-rules-file = A TOML file of house rules (see docs/rules.md); flags override it.
cli-help-stake = Counters each player starts with.
cli-help-ante = Counters each player puts into the box at the start.
cli-help-deck = fresh: a shuffled pack every deal; talon: keep the talon until it runs short.
cli-help-first-dealer = How the first dealer is chosen.
cli-help-all-fall = When the last survivors all fall in one deal: last-to-fall wins, share, or replay the deal.
cli-help-deal-limit = After this many deals the largest holding takes the box.
cli-help-card = Change the card table, e.g. --card 'K=take 4' --card '2=give 2 to 1'. Repeatable.
cli-help-names = Players' names in seat order, separated by commas.
cli-help-players = Number of players, given period names ({ $low } to { $high }; default { $count }).
cli-help-seed = Seed of the shuffle; the same seed replays the same game (default: a random one, recorded).
cli-help-lang = Language of the messages: { $lang-list } (default: TONTINE_LANG, else LANG, else en).
cli-help-record = Write the game as a JSON record to FILE (also when stopped early).
cli-help-auto = Deal by itself with a short pause per deal instead of waiting for Enter.
cli-help-delay = The pause per deal with --auto (default one second); giving it implies --auto.
cli-help-fast = Deal by itself with no pause at all.
cli-help-max-deals = Stop after this many deals (the record then holds an unfinished game).
cli-help-dealer = The first dealer, by name or seat number 0..n-1 (default: as the rules choose, with the seed).
cli-help-keep-record = Write the game as a JSON record (source 'typed') to FILE at the end.
cli-help-show = Print the game deal by deal, as 'tontine play' does when piped.

## Errors a user can cause

cli-error-card-option = --card '{ $item-text }': write RANK=EFFECT, e.g. 'K=take 4'
cli-error-names-count = --players { $players } but --names lists { $count ->
    [one] one name
   *[other] { WORDS($count) } names
    }
cli-error-dealer = --dealer '{ $dealer-text }' is neither a seat 0..{ $last } nor a player's name ({ $names })
cli-error-presets-disagree = preset '{ $preset-name }' and --preset '{ $flag-name }' disagree: give one
cli-error-record-folder = '{ $file-name }' is a folder, not a file
cli-error-record-no-folder = cannot write '{ $file-name }': the folder '{ $folder-name }' does not exist
cli-error-record-denied = cannot write '{ $file-name }': permission denied
cli-error-record-file = record '{ $file-name }': { $reason-text }
cli-error-unknown-preset = unknown preset '{ $preset-name }': use one of { $preset-list }
cli-error-stake-ante = stake { $stake } must be above the ante { $ante }: every player antes { $ante } and must keep a counter to play
cli-error-unknown-effect = unknown card effect '{ $effect-text }': write 'take N', 'pay N', 'give N to D' or 'nothing'
cli-error-bad-card = cannot read the card '{ $card }': write a rank (A 2-10 J Q K, T for ten) and a suit (S H D C), e.g. KS or 10h
cli-error-card-out = { $card } has already been turned up from this pack
cli-error-language = unknown language '{ $lang-text }' in TONTINE_LANG: use one of { $lang-list }

## The game as it is dealt (a log: digits)

cli-seat-draw-intro = The seats are drawn: a card of each rank is laid out, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T } and so on, and the matching cards of another suit are spread in a fan; the { -rank-K } deals.
cli-seat-drawn = { $player-name } draws { $card } from the fan and sits where { $laid-card } lies: seat { $seat }.
cli-first-dealer = First dealer: { $player-name }.
cli-first-dealer-how = First dealer ({ $method ->
    [first-seat] the first seat
    [lot] drawn by lot
   *[fan] the { -rank-K } of the fan deals
    }): { $player-name }.
cli-ante = Everyone puts { $amount } into the box.
cli-ante-none = Nobody puts anything into the box (no ante).
cli-reshuffled = The talon cannot serve everyone: all the cards are gathered and shuffled.
cli-deal-started = Deal { $deal }, { $player-name } deals.
cli-card-nothing = { $player-name } turns up { $card }: neither draws nor pays.
cli-card = { $player-name } turns up { $card }:
cli-took-empty = would draw { $asked }, but the box is empty.
cli-took = draws { $taken } from the box -> { $holding } (box { $pool }).
cli-took-short = draws { $taken } from the box (the box held only { $taken }) -> { $holding } (box { $pool }).
cli-paid = puts { $paid } into the box -> { $holding } (box { $pool }).
cli-paid-short = puts { $paid } of { $asked } (all that was left) into the box -> { $holding } (box { $pool }).
cli-gave = gives { $paid } to { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-gave-short = gives { $paid } of { $asked } (all that was left) to { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-payment-void = would give { $asked } to the payer himself round the small table: void.
cli-died = { $player-name } has lost the last counter and is dead.
cli-revived = { $player-name } is alive again, revived by { $by-name }.
cli-revived-by-box = { $player-name } is alive again, revived from the box.
cli-deal-voided = Everyone fell: the deal is void and dealt again.
cli-shared = The box is shared ({ cli-how }): { $shares-list }.
cli-won = { $player-name } wins, { cli-how }, and takes the box of { $pool }: { $holding ->
    [one] { $holding } counter
   *[other] { $holding } counters
    }.
cli-event = { $kind-code }
cli-how = { $how-key ->
    [last-standing] the last with counters
    [last-to-fall] the last to fall when everyone fell
    [all-fell] all fell
    [deal-limit] the largest holding at the deal limit
   *[other] { $how-key }
    }

## Tables and lists (digits)

cli-holding = { $player-name } { $holding }
cli-holding-dead = { $player-name } dead
cli-holding-pool = box { $pool }
cli-seats = Seats (play passes to the right, seat i to seat i+1): { $seats-list }
cli-seat = { $seat } { $player-name }
cli-table-title = After deal { $deal }
cli-table-title-start = The table
cli-table-seat = seat
cli-table-player = player
cli-table-counters = counters
cli-table-winner = winner
cli-table-dealer = dealer
cli-table-dead = dead
cli-table-pool = box { $pool }
cli-share = { $player-name } { $amount }
cli-ranked = { $place }. { $player-name } ({ $holding })
cli-ranked-out = { $place }. { $player-name } (out in deal { $deal })

## Sentences about the game (numbers spelled out)

cli-header = Tontine, { preset-title }, { $players ->
    [one] one player
   *[other] { WORDS($players) } players
    }: { $stake ->
    [one] one counter
   *[other] { WORDS($stake) } counters
    } each, { $ante ->
    [0] no ante
    [one] one into the box
   *[other] { WORDS($ante) } into the box
    }, { $deck ->
    [talon] the talon kept
   *[fresh] a fresh pack every deal
    }, the first dealer { $first-dealer ->
    [fan] drawn with the fan
    [lot] drawn by lot
   *[first-seat] in the first seat
    }, { $all-fall ->
    [share] a shared box when all fall
    [replay] the deal replayed when all fall
   *[last-to-fall] the last to fall wins when all fall
    }{ $deal-limit ->
    [0] {""}
    [one] , at most one deal
   *[other] , at most { WORDS($deal-limit) } deals
    }.
cli-winner = Winner: { $player-name } ({ cli-how }), with { $holding ->
    [one] one counter
   *[other] { WORDS($holding) } counters
    }.
cli-no-winner = No single winner: the box was shared ({ cli-how }): { $shares-list }.
cli-unfinished = The game was not finished.
cli-summary = { $deals ->
    [one] One deal
   *[other] { WORDS($deals) } deals
    }, { $revivals ->
    [0] no revival
    [one] one revival
   *[other] { WORDS($revivals) } revivals
    }, { $packs ->
    [0] no pack shuffled
    [one] one pack shuffled
   *[other] { WORDS($packs) } packs shuffled
    }.
cli-held-out = Held out longest: { $ranked-list }.

## tontine play

cli-seed-play = Seed { $seed-code } (play the same game again with --seed { $seed-code }).
cli-prompt-deal = Enter for the { ORDINAL($deal) } deal, q to quit
cli-stopped-game = Stopped.
cli-record-written = Record written to { $file-name }.

## tontine keep

cli-keep-help = Type the card each player turned up, rank then suit: KS, 10h, td, qd, 2c, as (ranks A 2-10 J Q K, T for ten; suits S H D C; upper or lower case). Commands: undo (take back the last card), show (the table), help, quit.
cli-keep-seed = { $fan ->
    [yes] Seed { $seed-code } (it draws the seats and the first dealer).
   *[no] Seed { $seed-code } (it draws the first dealer).
    }
cli-keep-start = Type the card each player turns up (help for the commands).
cli-keep-prompt-over = game over (undo, show, quit):
cli-keep-prompt = card for { $player-name }:
cli-keep-after-deal = After the { ORDINAL($deal) } deal:
cli-keep-nothing-to-undo = Nothing to undo.
cli-keep-took-back = Took back { $card } for { $player-name }.
cli-keep-dealing = The { ORDINAL($deal) } deal, { $player-name } deals; { $cards ->
    [0] no card so far
    [one] one card so far
   *[other] { WORDS($cards) } cards so far
    }.
cli-keep-over = The game is over: { $result-text } Type undo, show or quit.
cli-keep-bad-card = ! { $error-text }; type it again (help for the commands).
cli-keep-stopped = Stopped after { $deals ->
    [0] no deal
    [one] one deal
   *[other] { WORDS($deals) } deals
    }.
cli-keep-rescued = the record was saved to '{ $file-name }' so that the typed cards are not lost
cli-keep-confirm = Save the record to { $file-name }?
cli-keep-ask = Save the record to a file (Enter for no)
cli-keep-ask-again = Save it to another file (Enter for no)

## tontine replay

cli-replay-seed = Seed { $seed-code }.
cli-replay-drew = { $player-name } drew { $card } from the fan: seat { $seat }.
cli-replay-confirmed = { $deals ->
    [one] One deal
   *[other] { WORDS($deals) } deals
    }, { $result-text }: record confirmed.
cli-replay-winner = winner { $player-name } (seat { $seat }, { cli-how })
cli-replay-shared = box shared by { $names }
cli-replay-unfinished = game not finished

## Help of the commands

cli-help-command-group = Tontine, the 18th-century card game of pure chance for a large party. Play it in the terminal, study it with the simulator, tell it as a scene.
cli-help-command-play = Play a game of Tontine in the terminal. Cards come from a shuffle seeded with --seed (printed, so the game can be played again). With the output piped, the whole game is printed as plain text.
cli-help-command-keep = Keep the score of a real table: type the card each player turns up. After every card the settlement, everyone's counters and the box are shown. Type undo to take back the last card, show, help or quit.
cli-help-command-replay = Replay the game record FILE through the engine and confirm every deal. A record that does not replay (a holding changed, a card repeated in a pack, malformed JSON) is refused with one line naming the deal, and exit code 2.
cli-help-command-rules = Print the rules of Tontine for PRESET (english, french, german). Without PRESET: every preset in brief, and the default. House-rule flags (--stake 20 --deck talon ...) print the rules with those changes in force.
