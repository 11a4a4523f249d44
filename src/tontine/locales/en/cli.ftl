# The terminal's messages: tontine play, keep, replay, rules, and the errors.
# The event log and the tables keep digits; sentences spell their numbers out.
# The English words are the 1797 text's: counters, the box.

## Prefixes of the lines on stderr

cli-error = tontine: error: { $text }
cli-warning = tontine: warning: { $text }
cli-stopped = tontine: stopped
cli-needs-package = 'tontine { $command-name }' needs the package '{ $package-name }', which is not installed: pip install 'tontine[all]'
cli-needs-dask = 'tontine sweep' needs Dask (dask.distributed), which is not installed: pip install 'tontine[sweep]'
cli-os-error = '{ $file-name }': { $reason-text }

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
cli-help-force = Write the --record FILE even if it exists already (by default an existing file is refused).
cli-help-show = Print the game deal by deal, as 'tontine play' does when piped.

## Errors a user can cause

cli-error-card-option = --card '{ $item-text }': write RANK=EFFECT, e.g. 'K=take 4'
cli-error-names-count = --players { NUMBER($players, useGrouping: 0) } but --names lists { NUMBER($count, useGrouping: 0) } { $count ->
    [one] name
   *[other] names
    }

cli-error-dealer = --dealer '{ $dealer-text }' is neither a seat 0..{ NUMBER($last, useGrouping: 0) } nor a player's name ({ $names })
cli-error-presets-disagree = preset '{ $preset-name }' and --preset '{ $flag-name }' disagree: give one
cli-error-record-folder = '{ $file-name }' is a folder, not a file
cli-error-record-exists = '{ $file-name }' exists already: give --force to write the record over it
cli-error-record-no-folder = cannot write '{ $file-name }': the folder '{ $folder-name }' does not exist
cli-error-record-denied = cannot write '{ $file-name }': permission denied
cli-error-record-file = record '{ $file-name }': { $reason-text }
cli-error-record-unknown-field = { $field-text }: no record holds this field
cli-error-record-unknown-deal-field = { $field-text }: no deal holds this field
cli-error-record-rules-missing = { $field-text }: missing: a record writes every rule
cli-error-record-card-table-missing = { $field-text }: missing: a record writes the whole card table
cli-error-record-preset-label = { $field-text }: the rules are the { $preset-name } preset's, not the { $label-text } preset's
cli-error-record-field = { $field-text }: the record says { $value-text }; the game gives { $expected-text }
cli-error-record-source = { $field-text }: { $value-text } is not a source this version knows ({ $known-list })
cli-error-record-algorithm-no-seed = { $field-text }: names an algorithm for no seed
cli-error-unknown-preset = unknown preset '{ $preset-name }': use one of { $preset-list }
cli-error-stake-ante = stake { NUMBER($stake, useGrouping: 0) } must be above the ante { NUMBER($ante, useGrouping: 0) }: every player antes { NUMBER($ante, useGrouping: 0) } and must keep a counter to play
cli-error-unknown-effect = unknown card effect '{ $effect-text }': write 'take N', 'pay N', 'give N to D' or 'nothing'
cli-error-bad-card = unknown card '{ $card }': write rank then suit, e.g. 'KS' or 'TD'
cli-error-card-out = card '{ $card }' is already out of this pack (deal { NUMBER($deal, useGrouping: 0) })
cli-error-language = unknown language '{ $lang-text }' in TONTINE_LANG: use one of { $lang-list }

## Quotation marks and the reasons the system gives

cli-quoted = '{ $quoted-text }'
cli-os-enoent = No such file or directory
cli-os-eacces = Permission denied
cli-os-eperm = Operation not permitted
cli-os-eisdir = Is a directory
cli-os-enotdir = Not a directory
cli-os-enospc = No space left on device
cli-os-erofs = Read-only file system
cli-os-eexist = File exists
cli-os-enametoolong = File name too long
cli-os-eloop = Too many levels of symbolic links
cli-os-eio = Input/output error
cli-os-edquot = Disk quota exceeded
cli-os-efbig = File too large
cli-os-ebusy = Device or resource busy
cli-os-enxio = No such device or address

## Errors a user can cause: players, cards, house rules

cli-error-player-count = { NUMBER($count, useGrouping: 0) } { $count ->
    [one] player
   *[other] players
    }: a table seats { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) } (one card each from one pack)
cli-error-player-range = { NUMBER($count, useGrouping: 0) } { $count ->
    [one] player
   *[other] players
    }: a table seats { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) }
cli-error-cast-count = { NUMBER($count, useGrouping: 0) } { $count ->
    [one] player
   *[other] players
    }: the { $lang-code } cast has 1 to { NUMBER($high, useGrouping: 0) } names
cli-error-name-empty = empty player name '{ $name-text }': every player needs a name
cli-error-name-long = player name '{ $name-text }'... is { NUMBER($length, useGrouping: 0) } characters long (at most { NUMBER($most, useGrouping: 0) })
cli-error-name-control = player name '{ $name-text }' holds control characters
cli-error-name-twice = duplicate player name '{ $name-text }': every player needs a different name
cli-error-not-a-seat = next dealer { $seat-text } is not a seat 0..{ NUMBER($last, useGrouping: 0) }
cli-error-first-dealer-seat = first dealer { $seat-text } is not a seat 0..{ NUMBER($last, useGrouping: 0) }
cli-error-seat-draw = seat draw { $draw-text } does not match the players in seat order
cli-error-unknown-rank = unknown rank '{ $rank-text }': use one of A 2 3 4 5 6 7 8 9 T J Q K
cli-error-unknown-suit = unknown suit '{ $suit-text }': use one of S H D C
cli-error-card-twice = card '{ $card }' appears twice in one pack
cli-error-effect = card effect '{ $effect-text }': { $reason-text }
cli-error-effect-amount = card effect amount { NUMBER($amount, useGrouping: 0) } must be between { NUMBER($low, useGrouping: 0) } and { NUMBER($high, useGrouping: 0) }
cli-error-effect-distance = card effect distance { NUMBER($distance, useGrouping: 0) } must be between { NUMBER($low, useGrouping: 0) } and { NUMBER($high, useGrouping: 0) }
cli-error-rules-whole = { $key-text } must be a whole number, not '{ $value-text }'
cli-error-ante-negative = ante { NUMBER($ante, useGrouping: 0) } must not be negative
cli-error-stake-large = stake { NUMBER($stake, useGrouping: 0) } is too large (at most { NUMBER($most, useGrouping: 0) })
cli-error-deal-limit = deal_limit must be a whole number of deals of 1 or more, not { $value-text }
cli-error-rules-key = unknown rules key '{ $key-text }': use { $key-list }
cli-error-preset-name = preset must be a name, not { $value-text }
cli-error-card-table = card_table must map ranks to effects, not { $value-text }
cli-error-card-table-text = { $key-text } must be text, not { $value-text }
cli-error-card-table-rank = card_table: { $reason-text }
cli-error-card-table-rank-twice = card_table gives the rank { $rank-text } twice, as '{ $first-text }' and '{ $second-text }'
cli-error-rules-read = cannot read rules file '{ $file-name }': { $reason-text }
cli-error-rules-large = rules file '{ $file-name }' is larger than { NUMBER($size, useGrouping: 0) } KB
cli-error-rules-utf8 = rules file '{ $file-name }' is not UTF-8 text
# $line and $column are in the English detail already; a select with only a default leaves a variable out.
cli-error-rules-toml = rules file '{ $file-name }' is not valid TOML: { $detail-text }{ $line ->
   *[other] {""}
    }{ $column ->
   *[other] {""}
    }
cli-error-rules-deep = rules file '{ $file-name }' is nested too deeply
cli-error-rules-file = rules file '{ $file-name }': { $reason-text }
cli-error-rules-choice = unknown { $key-text } '{ $value-text }': use one of { $choice-list }

## Errors a user can cause: game records

cli-error-record-read = cannot read record '{ $file-name }': { $reason-text }
cli-error-record-large = record '{ $file-name }' is larger than { NUMBER($size, useGrouping: 0) } MB: not a game record
cli-error-record-deep = record '{ $file-name }' is nested too deeply to be a game record
cli-error-record-utf8 = record '{ $file-name }' is not UTF-8 text
cli-error-record-json = record '{ $file-name }' is not valid JSON: { $detail-text }{ $line ->
   *[other] {""}
    }{ $column ->
   *[other] {""}
    }
cli-error-record-object = record '{ $file-name }' must hold a JSON object
cli-error-record-list = field '{ $key-text }' must be { $key-text ->
    [players] a list of names
   *[other] a list
    }, not { $value-text }
cli-error-record-malformed = malformed record ({ $kind-text }: { $detail-text })
cli-error-record-deal = deal { NUMBER($deal, useGrouping: 0) }: { $reason-text }
cli-error-record-part = { $part-text }: { $reason-text }
cli-error-record-missing = missing field '{ $key-text }'
cli-error-record-whole = field '{ $key-text }' must be a whole number, not { $value-text }
cli-error-record-type = field '{ $key-text }' has the wrong type: { $value-text }
cli-error-record-format = record format { $version-text } is not supported (this version reads { $known-list })
cli-error-record-players = players must be a list of names
cli-error-record-seat-draw = seat_draw entries must be objects
cli-error-record-winner = the record names seat { $winner-text } as winner; the game gives { $seat-text }
cli-error-record-no-winner = the record names no winner; the game gives seat { NUMBER($seat, useGrouping: 0) }
cli-error-record-algorithm = seed_algorithm '{ $name-text }' is not one this version knows ({ $known-list })
cli-error-record-deal-object = must be an object
cli-error-record-won = the game was already won after deal { NUMBER($deal, useGrouping: 0) }
cli-error-record-dealer = the record has seat { NUMBER($dealer, useGrouping: 0) } dealing; the deal passes to seat { NUMBER($seat, useGrouping: 0) }
cli-error-record-card-object = card { NUMBER($position, useGrouping: 0) } must be an object
cli-error-record-cards-extra = { NUMBER($cards, useGrouping: 0) } cards recorded; the deal took { NUMBER($took, useGrouping: 0) }
cli-error-record-card-seat = card { NUMBER($position, useGrouping: 0) } is recorded for seat { NUMBER($seat, useGrouping: 0) }; it goes to seat { NUMBER($next, useGrouping: 0) }
cli-error-record-cards-short = { NUMBER($cards, useGrouping: 0) } cards recorded; the deal needs more
cli-error-record-holdings = holdings_after is { $holdings-text }; the cards give { $expected-text }
cli-error-record-pool = { $key-text } is { NUMBER($pool, useGrouping: 0) }; the cards give { NUMBER($expected, useGrouping: 0) }
cli-error-record-seed-dealer = the seed { $seed-code } draws seat { NUMBER($seat, useGrouping: 0) } as first dealer, not { NUMBER($given, useGrouping: 0) }
cli-error-record-seed-cards = the cards are not the ones the seed { $seed-code } deals

## Errors a user can cause: narrate, simulate, sweep, exact

cli-error-gender = --names '{ $item-text }': unknown gender '{ $code-text }': use f, m or o (or none)
cli-error-record-options = --record tells a recorded game: { $flag-list } cannot be used with it
cli-error-narrate-lang = unknown language '{ $lang-text }': use one of { $lang-list }
cli-error-cannot-write = cannot write '{ $file-name }': { $reason-text }
cli-error-cannot-create = cannot create '{ $file-name }': { $reason-text }
cli-error-not-a-folder = '{ $file-name }' is a file, not a folder
cli-error-at-least-one = { NUMBER($value, useGrouping: 0) } must be 1 or more
cli-error-jobs = { NUMBER($jobs, useGrouping: 0) } must be between 1 and { NUMBER($limit, useGrouping: 0) } (the cores available)
cli-error-not-one-of = '{ $name-text }' is not one of { $choice-list }
cli-error-lists-nothing = '{ $list-text }' lists nothing
cli-error-scheduler = cannot reach the Dask scheduler at '{ $address-text }': { $reason-text }
cli-error-exact-talon = tontine exact needs a fresh pack every deal (--deck fresh): with a kept talon the state would also hold the talon's composition
cli-error-exact-share = tontine exact gives one winner per game: use --all-fall last-to-fall or replay, not share
cli-error-exact-limit = tontine exact does not take a deal limit ({ NUMBER($deals, useGrouping: 0) }): the state would also hold the number of the deal; leave --deal-limit out
cli-error-exact-too-large = { $players } { $players ->
    [one] player
   *[other] players
    } with stake { $stake } make about { $states } states and { $work } deal sequences, beyond the exact solver's limits; with ante { $ante } it can do { $can-list } (use tontine simulate beyond)
cli-exact-can = n={ $players } up to stake { $stake }
cli-exact-none = no table this size

## Click's own messages (see tontine/cli/click_text.py): each $x-text is one of Click's placeholders

cli-click-usage = Usage:
cli-click-options = Options
cli-click-commands = Commands
cli-click-help-option = Show this message and exit.
cli-click-version-option = Show the version and exit.
cli-click-version = { $prog-text }, version { $version-text }
cli-click-default = default: { $default-text }
cli-click-env-var = env var: { $var-text }
cli-click-required = required
cli-click-deprecated = deprecated
cli-click-try-help = Try '{ $command-text } { $option-text }' for help.
cli-click-missing-command = Missing command.
cli-click-no-such-command = No such command '{ $name-text }'.
cli-click-no-such-option = No such option '{ $name-text }'.
cli-click-did-you-mean = { $count ->
    [one] Did you mean { $possibility-text }?
   *[other] (Did you mean one of: { $possibilities-text }?)
    }
cli-click-extra-arguments = { $count ->
    [one] Got unexpected extra argument ({ $args-text })
   *[other] Got unexpected extra arguments ({ $args-text })
    }
cli-click-option-needs-value = { $count ->
    [one] Option '{ $name-text }' requires an argument.
   *[other] Option '{ $name-text }' requires { $nargs-text } arguments.
    }
cli-click-option-takes-no-value = Option '{ $name-text }' does not take a value.
cli-click-argument-values = Argument '{ $name-text }' takes { $nargs-text } values.
cli-click-takes-values = { $count ->
    [one] Takes { $nargs-text } values but 1 was given.
   *[other] Takes { $nargs-text } values but { $len-text } were given.
    }
cli-click-values-required = { $count ->
    [one] { $len-type-text } values are required, but { $len-value-text } was given.
   *[other] { $len-type-text } values are required, but { $len-value-text } were given.
    }
cli-click-missing-argument = Missing argument
cli-click-missing-option = Missing option
cli-click-missing-parameter = Missing parameter
cli-click-missing-other = Missing { $param-type-text }
cli-click-missing-named = Missing parameter: { $param-name-text }
cli-click-invalid-value-for = Invalid value for { $param-hint-text }: { $message-text }
cli-click-invalid-value = Invalid value: { $message-text }
cli-click-error = Error: { $message-text }
cli-click-cannot-open = Could not open file '{ $filename-text }': { $message-text }
cli-click-unknown-error = unknown error
cli-click-aborted = Aborted!
cli-click-not-a-number = '{ $value-text }' is not a valid { $number-type-text }.
cli-click-not-a-boolean = '{ $value-text }' is not a valid boolean. Recognized values: { $states-text }
cli-click-not-a-uuid = '{ $value-text }' is not a valid UUID.
cli-click-out-of-range = { $value-text } is not in the range { $range-text }.
cli-click-not-a-choice = { $count ->
    [one] '{ $value-text }' is not { $choice-text }.
   *[other] '{ $value-text }' is not one of { $choices-text }.
    }
cli-click-date-format = { $count ->
    [one] '{ $value-text }' does not match the format { $format-text }.
   *[other] '{ $value-text }' does not match the formats { $formats-text }.
    }
cli-click-file = file
cli-click-directory = directory
cli-click-path = path
cli-click-path-is-file = { $name-text } '{ $filename-text }' is a file.
cli-click-path-is-directory = { $name-text } '{ $filename-text }' is a directory.
cli-click-path-not-readable = { $name-text } '{ $filename-text }' is not readable.
cli-click-path-not-writable = { $name-text } '{ $filename-text }' is not writable.
cli-click-path-not-executable = { $name-text } '{ $filename-text }' is not executable.
cli-click-path-missing = { $name-text } '{ $filename-text }' does not exist.
cli-click-repeat = Repeat for confirmation
cli-click-no-match = Error: The two entered values do not match.
cli-click-invalid-input = Error: invalid input
cli-click-press-key = Press any key to continue...
cli-click-continue = Do you want to continue?
cli-click-yes-option = Confirm the action without prompting.

## The game as it is dealt (a log: digits)

cli-seat-draw-intro = The seats are drawn: a card of each rank is laid out, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T } and so on, and the matching cards are spread in a fan (of another suit: our reading of “un roi quelconque”); the { -rank-K } deals.
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

# The words typed at the prompt (the English ones and their first letters are understood in every language)
cli-keep-word-undo = undo
cli-keep-word-show = show
cli-keep-word-help = help
cli-keep-word-quit = quit
cli-keep-yes = y, yes
cli-keep-no = n, no
cli-keep-yes-no-default-yes = [Y/n]
cli-keep-yes-no-default-no = [y/N]
cli-keep-yes-or-no = Please answer y or n.
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
cli-replay-unchecked = { $deals ->
    [one] One deal
   *[other] { WORDS($deals) } deals
    }, { $result-text }: every field holds, but { $reason-text }.
cli-replay-reason-no-seed = the record names no seed, so its cards could not be checked against a shuffle
cli-replay-reason-stacked = its cards were stacked in advance, so no shuffle dealt them
cli-replay-reason-entered-by-hand = its cards were entered by hand, so there is no shuffle to check
cli-replay-reason-server = its cards come from a server's shuffle, which tontine verify checks

## Help of the commands

cli-help-command-group = Tontine, the 18th-century card game of pure chance for a large party. Play it in the terminal, study it with the simulator, tell it as a scene.
cli-help-command-play = Play a game of Tontine in the terminal. Cards come from a shuffle seeded with --seed (printed, so the game can be played again). With the output piped, the whole game is printed as plain text.
cli-help-command-keep = Keep the score of a real table: type the card each player turns up. After every card the settlement, everyone's counters and the box are shown. Type undo to take back the last card, show, help or quit.
cli-help-command-replay = Replay the game record FILE through the engine and check every field of it: each is derived again and compared, an unknown one refused. Each fault is one line naming the field, and exit code 1. The verdict says "record confirmed" only when the shuffle was checked too; otherwise it says which part could not be checked (exit code 0). A file that is not a record (malformed JSON) is one line and exit code 2.
cli-help-command-rules = Print the rules of Tontine for PRESET (english, french, german). Without PRESET: every preset in brief, and the default. House-rule flags (--stake 20 --deck talon ...) print the rules with those changes in force.
cli-help-command-simulate = Play many games with the fast simulator and print what they show.

    Deals to finish, each seat's share of wins counted from the first dealer (with a chi-square test of "no seat is favoured"), revivals, games decided by the last to fall, the largest pool, and games stopped by the safety cap.
cli-help-command-sweep = Simulate a grid of tables (players x stakes x presets x house rules) on Dask.

    Each cell is played on one core of a Dask worker, by default on a local cluster with every core, or on the cluster at --scheduler. Writes one CSV row per cell and heat maps of the expected length and of the first dealer's advantage.
cli-help-command-exact = The exact chance that each seat wins and the exact expected number of deals.

    Solves the game as an absorbing Markov chain over (holdings, dealer), with each deal's cards drawn without replacement from a fresh pack. Seats are counted from the first dealer (offset 0), whoever the first dealer is. Small tables only: n=3 up to stake 24, n=4 up to stake 8 (with the ante of 3); use `tontine simulate` beyond.
cli-help-command-narrate = Tell a whole game of Tontine as a scene, in the diction of its period.

    --names takes a gender after a name (Ann:f,Ben:m,Sam); --lang fr or de plays the French or German rules unless --preset or --rules is given. Plays a new game from --seed (a random seed if none is given, named in the closing line) or tells a recorded one with --record.
cli-help-command-serve = Serve the multiplayer table: friends join from their phones with a code, a link or a QR code.

    One process serves a database alone; with --redis any number of processes (--workers N on one machine, or one per machine behind a proxy) serve it together.
cli-help-command-verify = Check a record downloaded from a table: the server's commitment, every deal's cards, the rules.

    Prints one line and exits 0 for an honest record; otherwise one line naming what failed, and exit code 2.

## tontine simulate and tontine sweep: options

cli-help-simulate-games = Number of games to play.
cli-help-simulate-jobs = Worker threads (default: every core). Results do not depend on it.
cli-help-simulate-json = Print one JSON object (docs/simulate-json.md) instead of tables.
cli-help-simulate-plot = Write figures (game length, survival, win share, pool) as PNG and SVG to DIR.
cli-help-simulate-max-deals = Safety cap: a game still running after this many deals is stopped and counted as capped.
cli-help-progress = Show a progress bar on stderr (default: when stderr is a terminal).
cli-help-sweep-players = Table sizes: a range and/or a list, e.g. 5..20 or 3,4,8.
cli-help-sweep-stakes = Stakes, e.g. 12,15,20 or 4..20 (default: the preset's or --stake).
cli-help-sweep-presets = Presets, e.g. english,french,german (default: --preset or english).
cli-help-sweep-decks = Deck handlings, e.g. fresh,talon (default: each preset's own, or --deck).
cli-help-sweep-all-falls = All-fall rules, e.g. last-to-fall,share,replay (default: each preset's own, or --all-fall).
cli-help-sweep-games = Games per cell of the grid.
cli-help-sweep-max-deals = Safety cap on deals per game; capped games are counted in the CSV.
cli-help-sweep-out = Folder for sweep.csv, sweep.parquet (with pyarrow) and the heat maps.
cli-help-sweep-scheduler = Run on an existing Dask cluster (e.g. tcp://host:8786; its workers need tontine[sim]).
cli-help-sweep-workers = Worker processes of the local Dask cluster (default: every core).

## tontine exact: options

cli-help-exact-players = Number of players ({ $low } or more; small tables only, see the message for the limit).
cli-help-exact-json = Print the answer as one JSON object.
cli-help-exact-fractions = Also solve with exact rational arithmetic and print the fractions (tiny tables only).
cli-help-exact-quiet = No progress lines on stderr.

## tontine narrate: options

cli-help-narrate-record = Tell the game in this record (from tontine play, the browser table or tontine keep).
cli-help-narrate-lang = Language of the telling: one of the catalogues found (en, fr, de, ...).
cli-help-narrate-length = scene: five to eight key moments; chapter: more, at length; full: every card.
cli-help-narrate-counter = What one counter is worth, e.g. "a shilling", "un sou", "ein Groschen" ("a penny/pence").
cli-help-narrate-title = The title of the telling (default: one made up from the setting).
cli-help-narrate-place = Where the party plays (default: a town that suits the cast).
cli-help-narrate-format = text, markdown or html; markdown and html end with a chart of the counters.
cli-help-narrate-out = Write the telling to FILE (default: standard output). Markdown puts its chart beside it.

## tontine serve: options

cli-help-serve-host = Address to listen on (0.0.0.0 for the whole network).
cli-help-serve-port = Port to listen on.
cli-help-serve-db = Database URL: a SQLite file, or postgresql+psycopg://user@host/dbname.
cli-help-serve-schema = PostgreSQL schema of the tables (created if need be; default: the database's own).
cli-help-serve-redis = Redis URL (redis://host:6379/0): serve the database together with the other processes started with the same --db and --redis, on this machine or others. Without it this process serves the database alone.
cli-help-serve-workers = Processes to start on this machine, sharing the port (more than 1 needs --redis).
cli-help-serve-max-seats = Most seats at one table (the rules allow up to 52).
cli-help-serve-per-address = Open connections and WebSockets one address may hold (default 200 and 40; raise it for load tests or when many players share one address).
cli-help-serve-forwarded-allow-ips = Comma-separated addresses (or networks, or *) of the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are trusted: the player's address and the scheme of the links and QR codes. Set it to the proxy's address when the proxy runs on another machine.
cli-help-serve-log-level = Server log detail.

## Placeholders of the help that are words (FILE, NAME, DIR, URL and N are Click's own and stay)

cli-metavar-card = RANK=EFFECT
cli-metavar-list = LIST
cli-metavar-address = ADDRESS
cli-metavar-addresses = ADDRESSES
cli-metavar-worth = WORTH

## tontine serve and tontine verify
cli-serve-workers-redis = --workers N (more than 1) needs --redis URL: the processes share the tables through Redis
cli-serve-schema-sqlite = --schema is for PostgreSQL: a SQLite database has no schemas (leave --schema out)
cli-serve-needs-package = 'tontine serve' needs the package '{ $package-name }': pip install 'tontine[server]'
cli-serve-database = cannot open the database '{ $url-text }': { $reason-text }
cli-serve-open = Tontine is open at { $address-text }  (database: { $url-text }{ $together ->
        [yes] ; with the other processes through { $redis-text }
       *[no] {""}
    }{ $workers ->
        [1] {""}
       *[other] ; { $workers } processes
    }; Ctrl+C to stop)
cli-serve-claim-shared = another 'tontine serve' without --redis is using the database '{ $url-text }': a process without --redis serves its database alone (stop it, and start every process with the same --redis)
cli-serve-claim-redis = the database '{ $url-text }' is served by 'tontine serve --redis' processes: start this one with the same --redis URL to serve it with them
cli-serve-claim-alone = another 'tontine serve' is already using the database '{ $url-text }': one process serves one database (stop the other, give this one a database of its own, or start every process with --redis)
cli-serve-redis-package = 'tontine serve --redis' needs the package 'redis': pip install 'tontine[server]'
cli-serve-redis-unreachable = cannot reach Redis at '{ $url-text }': { $reason-text }
cli-serve-resolve = cannot resolve '{ $host-text }': { $reason-text }
cli-serve-listen = cannot listen on { $address-text }: { $reason-text }
cli-verify-honest = { $file-text }: honest: commitment, { $deals ->
        [one] one deal
       *[other] { $deals } deals
    } of cards and the rules check out; { $outcome-text }
cli-verify-won = seat { $seat } ({ $player-name }) won
cli-verify-shared = the pool was shared
cli-verify-ended = the game was ended before its close
cli-verify-not-json = the record is not JSON
cli-verify-not-record = the record is not a JSON object
cli-verify-by-hand = the cards of this game were entered by hand: there is no shuffle to verify
cli-verify-no-shuffle = the record has no "shuffle" block: it did not come from a tontine table
cli-verify-algorithm = the record uses the shuffle '{ $value-text }', which this version does not know (it knows tontine-hmac-fy/1 and tontine-hmac-fy/2)
cli-verify-version = the shuffle block says version '{ $value-text }', but its algorithm is version { $version }
cli-verify-no-seed = the server seed is not revealed yet: the game is not over
cli-verify-server-seed = the server seed '{ $value-text }' is not 64 lowercase hexadecimal digits
cli-verify-player-seeds = the shuffle block has no list of player seeds
cli-verify-player-seed = player seed { $n } '{ $value-text }' is not an even number of lowercase hexadecimal digits, 16 to 64
cli-verify-commitment = the server seed does not match the commitment: its SHA-256 is another
cli-verify-entrants = the shuffle block has { $entrants } entrants for { $seeds } player seeds: it needs one name per seed, at least 2
cli-verify-rules = the record's rules do not say how the pack is kept ("deck": fresh or talon) and how the first dealer is chosen ("first_dealer": lot, fan or first-seat)
cli-verify-seats = the players are not in the seats the shuffle draws for the entrants
cli-verify-first-dealer = the first dealer is not the one the shuffle draws (seat { $seat })
cli-verify-no-deals = the record has no list of deals
cli-verify-deal = deal { $n } is not a deal: it needs a list of cards and a "reshuffled" mark, true or false
cli-verify-deal-number = deal { $n } says it is number '{ $number-text }': deals are numbered 1, 2, 3 ... in order
cli-verify-mark-missing = deal { $n } needed a new pack but is not marked "reshuffled": true
cli-verify-mark-extra = deal { $n } is marked "reshuffled": true but the pack still held enough cards for it
cli-verify-cards = deal { $n }: the cards are not the ones the shuffle deals
cli-verify-replay = the replay through the rules refused it: { $reason-text }
cli-verify-note-names = note: this record uses tontine-hmac-fy/1, whose shuffle does not depend on the names: it proves the cards, not who sat in which seat
cli-help-narrate-cast = A TOML cast file: each [[person]] with name, gender, temper, stake and a bond to another.
cli-help-narrate-width = Wrap plain text at spaces to this many columns (0: one line per paragraph).
cli-help-narrate-colophon = End plain text with the colophon: the rules, the number of deals and the seed.
cli-error-cast-file = cast file { $file-name }: { $reason-text }
cli-error-cast-names = --cast and --names cannot be used together
