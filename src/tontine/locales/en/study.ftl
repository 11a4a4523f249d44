# What the study tools print: tontine simulate, sweep and exact. Tables keep digits, in the
# language's own separators; the figures in the cells are formatted by the code (tontine.i18n).

## tontine simulate: the heading

study-rules = { preset-title } rules: stake { $stake }, ante { $ante }, { $deck ->
    [talon] talon
   *[fresh] fresh
    } pack, first dealer by { $first-dealer ->
    [lot] lot
    [fan] fan
   *[first-seat] first seat
    }, all fall: { $all-fall ->
    [share] share
    [replay] replay
   *[last-to-fall] last to fall
    }{ $deal-limit ->
    [0] {""}
   *[other] , deal limit { $deal-limit }
    }
study-run = { $players } { $players ->
    [one] player
   *[other] players
    }, { $games } { $games ->
    [one] game
   *[other] games
    }, seed { NUMBER($seed, useGrouping: 0) }, { $jobs } { $jobs ->
    [one] job
   *[other] jobs
    }: { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
study-run-speed = { study-run }, { NUMBER($speed, minimumFractionDigits: 1, maximumFractionDigits: 1) } million player-deals/s

## tontine simulate: the tables

study-range = { $low-text } – { $high-text }
study-deals-title = Deals to finish
study-deals-mean = mean
study-deals-interval = 95% interval
study-deals-median = median
study-deals-p90 = p90
study-deals-p99 = p99
study-deals-max = max
study-seats-title = Win share by seat (offset 0 = the first dealer)
study-seats-offset = offset
study-seats-wins = wins
study-seats-share = share
study-seats-interval = 95% interval
study-seats-fair = vs 1/n
study-seats-points = { $points-text } pts
study-chi-square = chi-square test of "no seat is favoured": statistic { NUMBER($statistic, minimumFractionDigits: 2, maximumFractionDigits: 2) }, { $df } { $df ->
    [one] degree
   *[other] degrees
    } of freedom, p = { $p-text } ({ $verdict-text } at 5%)
study-verdict-fair = no evidence that any seat is favoured
study-verdict-favoured = some seat is favoured
study-course-title = The course of the games
study-course-figure = figure
study-course-value = value
study-course-revivals = revivals per game
study-course-revived = games with at least one revival
study-course-once-dead = won by a player who was once dead
study-course-last-to-fall = decided by "last to fall"
study-course-shared = pool shared
study-course-deal-limit = ended by the deal limit
study-course-largest-pool = largest pool (mean of each game's largest)
study-course-largest-pool-value = { $max-text } ({ $mean-text })
study-course-capped = games stopped by the cap
study-course-capped-value = { $capped } of { $games } (cap { $cap } { $cap ->
    [one] deal
   *[other] deals
    })
study-course-player-deals = player-deals
study-capped-warning = { $capped } { $capped ->
    [one] game
   *[other] games
    } reached the cap of { $cap } { $cap ->
    [one] deal
   *[other] deals
    }: they count in every share above as games without a winner, and not in the deal figures.

## tontine simulate: the games to watch, each with the command that replays it

study-watch-heading = Games to watch
study-watch-how = (each replays in the engine: play, narrate --seed, replay)
study-watch-longest = longest: game { $game }, { $deals } { $deals ->
    [one] deal
   *[other] deals
    }
study-watch-shortest = shortest: game { $game }, { $deals } { $deals ->
    [one] deal
   *[other] deals
    }
study-watch-comeback-revived = biggest comeback: game { $game }, { $deals } { $deals ->
    [one] deal
   *[other] deals
    }, the winner was revived { $times } { $times ->
    [one] time
   *[other] times
    } and last held nothing in deal { $deal }
study-watch-comeback-low = biggest comeback: game { $game }, { $deals } { $deals ->
    [one] deal
   *[other] deals
    }, the winner was down to { $low } in deal { $deal }
study-figures-written = figures written: { $file-list }

## the progress bar (on stderr)

study-progress-players = { $players } { $players ->
    [one] player
   *[other] players
    }
study-progress-sweep = grid
study-progress-games = games
study-progress-eta = ETA

## tontine sweep

study-sweep-done = { $cells } { $cells ->
    [one] cell
   *[other] cells
    }, { $games } { $games ->
    [one] game
   *[other] games
    } each, seed { NUMBER($seed, useGrouping: 0) }: { $file-list }
study-sweep-no-parquet = (no Parquet file: pyarrow is not installed)

## tontine exact

study-exact-heading = Tontine, exact: { $players } { $players ->
    [one] player
   *[other] players
    }, stake { $stake }, ante { $ante } ({ $preset ->
    [french] french
    [german] german
   *[english] english
    } rules, fresh pack every deal, all fall: { $all-fall ->
    [share] share
    [replay] replay
   *[last-to-fall] last-to-fall
    })
study-exact-expected = expected number of deals: { $deals-text }
study-exact-seat = seat (from the first dealer)
study-exact-win = win probability
study-exact-first-dealer = { $offset } (first dealer)
study-exact-states = states: { $states } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s; probabilities within { $error-text }, deals within { $deals-error-text })
study-exact-dealer-chosen = (the first dealer is chosen by { $first-dealer ->
    [lot] lot
    [fan] fan
   *[first-seat] first-seat
    }; offsets count from them)
study-exact-fraction-deals = expected number of deals, exactly: { $fraction-text }
study-exact-fraction-seat = seat { $offset } wins, exactly: { $fraction-text }
study-exact-progress = exact: { $line-text }

## errors a user can cause

study-error-int-list = { $option-name } '{ $list-text }': write numbers and ranges, like 5..20 or 12,15,20
study-error-range-down = { $option-name } '{ $list-text }': a range must go upwards, like 5..20
study-error-list-empty = { $option-name } '{ $list-text }' lists nothing
study-error-never-ends = under these rules a game can go on for ever (no deal ends it from some holdings): no exact expected length exists; change the card table
study-error-fractions-too-large = { $players } { $players ->
    [one] player
   *[other] players
    } with stake { $stake } need more than { NUMBER($states, useGrouping: 0) } states: too many for exact fractions; use the float solver
study-error-option = { $option-name }: { $reason-text }

## tontine exact: the progress of a long solve (on stderr)

study-exact-progress-size = { $players } { $players ->
    [one] player
   *[other] players
    }, stake { $stake }: about { NUMBER($states, useGrouping: 0) } states, { $work } deal sequences
study-exact-progress-settling = settling deals: { NUMBER($done, useGrouping: 0) }/{ NUMBER($of, useGrouping: 0) } states ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-solving = solving { NUMBER($states, useGrouping: 0) } reachable states, { NUMBER($transitions, useGrouping: 0) } transitions ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-pass = solve pass { $attempt }: { $products } products, residual { NUMBER($ratio, minimumFractionDigits: 1, maximumFractionDigits: 1) } times rounding
study-exact-progress-timed = { $line-text } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-done = done in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ $products } products)

## tontine simulate --plot: the figures' titles, axes and legends

study-plot-title = { preset-title } rules, { $players } players, stake { $stake }, { $deck ->
    [talon] talon kept
   *[fresh] fresh pack
    } ({ $games } games)
study-plot-mean = mean { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
study-plot-median = median { $value }
study-plot-length-x = deals to finish
study-plot-length-y = share of games
study-plot-length-title = { $capped ->
    [0] Game length
    [one] Game length (one game capped, not shown)
   *[other] Game length ({ $capped } games capped, not shown)
    }
study-plot-deal = deal
study-plot-survival-y = players holding counters (mean)
study-plot-survival-title = Survival: players still holding counters after each deal
study-plot-fair-share = fair share 1/n
study-plot-seat-x = seat, counted from the first dealer (0 = first dealer)
study-plot-win-share-y = share of games won (95% interval)
study-plot-win-share-title = Win share by seat
study-plot-win-share-title-p = Win share by seat (chi-square p = { NUMBER($p, maximumSignificantDigits: 3) })
study-plot-all-counters = all the counters
study-plot-pool-y = pool after the deal (mean over games still running)
study-plot-pool-title = The pool over the game
