# The rules in plain words, written from the rules in force by tontine.rules_text;
# the warnings about a table's size; the names of the house rules.
# The English words are the 1797 text's: counters, the box, the knave, the deuce, the trey.
# Every choice the project makes where the sources are silent or unclear says "our reading".


## The title and the house rules in force

rules-title = { $preset ->
    [english] Tontine: the English rules (the Sporting Magazine, October 1797)
    [french] Tontine: the French rules (“La Tontine”)
   *[german] Tontine: the German rules (the German Wikipedia article, after the Académie universelle, 1760, and Anton, 1889)
    }
rules-legend = Where the sources are silent or unclear the project has had to choose: each such choice is marked “our reading”, with its alternatives.
rules-house-in-force = House rules in force: { $list }.
rules-house-stake = a stake of { $stake ->
        [one] one counter
       *[other] { WORDS($stake) } counters
    }
rules-house-ante = { $ante ->
    [0] no counters into the box
   *[other] { $ante ->
        [one] one counter
       *[other] { WORDS($ante) } counters
    } into the box
    }
rules-house-deck = { $deck ->
    [talon] the talon kept between deals
   *[fresh] a fresh pack every deal
    }
rules-house-first-dealer = { $first-dealer ->
    [fan] the seats and the first dealer drawn with a fan
    [lot] the first dealer drawn by lot
   *[first-seat] the first seat deals first
    }
rules-house-all-fall = { $all-fall ->
    [share] a shared box when the last players fall together
    [replay] the deal played again when the last players fall together
   *[last-to-fall] the last to fall wins when the last players fall together
    }
rules-house-deal-limit = { $deals ->
    [one] an end after one deal
   *[other] an end after { WORDS($deals) } deals
    }
rules-house-card = the { $rank-name } { $effect-text }

## A source quoted word for word (in its own language), and the number of players

rules-source = Source, { $source-name }: { $quote-list }
rules-quote = “{ $quote-text }”
rules-head-players = Players
rules-reading-players = (Our reading: any table of two to fifty-two players can play, one card each from one pack; a warning is given only beyond a number the source sets, or past the thirteen ranks of the fan draw.)

## Counters and the box

rules-head-counters = Counters and the box
rules-counters = { $ante ->
    [0] Every player starts with { $stake ->
        [one] one counter
       *[other] { WORDS($stake) } counters
    } (nobody puts anything into the box at the start).
   *[other] Every player starts with { $stake ->
        [one] one counter
       *[other] { WORDS($stake) } counters
    } and puts { $ante ->
        [one] one counter
       *[other] { WORDS($ante) } counters
    } into the box in the middle of the table.
    }
rules-reading-stake = (Our reading: the source leaves the stake to the players, as quoted; these rules start from one of the amounts it names. Alternative: any other stake, --stake N.)
rules-pack = One pack of fifty-two cards; suits do not matter.
rules-reading-suits = (Our reading: this source names the ranks only; of the three sources only the German article says “{ $de-suits-text }”.)

## Seats and the first dealer

rules-head-seats = Seats and the first dealer
rules-seats-fan = The seats are drawn. One card of each rank, a { -rank-K }, a { -rank-Q }, a { -rank-J }, a { -rank-T } and so on down, as many cards as there are players, is laid out on the table; the matching cards, a { -rank-K }, a { -rank-Q }, a { -rank-J } and so on, are taken from the pack and spread face down in a fan, and each player draws one and sits where its like lies on the table. The player who drew the { -rank-K } deals first.
rules-seats-fan-large = (Our reading, past thirteen players, where the ranks run out: the spread goes on in a second suit, and a card's like is the card of the same rank in the paired suit, diamonds for spades and clubs for hearts; past twenty-six players the fan comes from a second pack, each card the twin of one laid out. Alternative: draw the first dealer by lot, --first-dealer lot.)
rules-reading-fan-suit = (Our reading of “{ $fr-any-king-text }”: the fan's cards are of another suit than those laid out, the diamonds for the spades, so that no card is both laid out and drawn.)
rules-seats-lot = The first dealer is drawn by lot.
rules-seats-first-seat = Players sit as they like; the player in the first seat deals first.
rules-reading-lot = (Our reading: the source says neither where the players sit nor who deals first, so they sit as they like and the deal is drawn for as a real table would cut for it. Alternatives: --first-dealer first-seat, or the French fan draw, --first-dealer fan.)

## The deal

rules-head-deal = The deal
rules-deal = Play passes to the right. The dealer turns up one card for each player who still has counters, beginning with the first of them on the right, and gives the last card to himself. Each card is settled at once, in the order it is dealt.
rules-reading-direction = (Our reading: the French page names no direction of play; it is taken from the other two sources, where the deal passes to the right.)
rules-reading-right = (Our reading: no source says with whom the cards begin; they begin on the dealer's right because play passes to the right. Alternative: begin on the left.)
rules-reading-dealer-last = (Our reading: { $preset ->
    [english] the 1797 text has the dealer give himself a card “{ $en-same-time-text }” as the others; he takes the last, as in the French rules.
   *[other] the German article does not say when the dealer takes his own card; he takes the last, as in the French rules.
    })
rules-reading-cut = (Our reading: the source has the cards cut; a cut changes nothing in a game of pure chance, so none is played.)
rules-reading-card-by-card = (Our reading of “{ $en-pay-what-text }”: each card is settled before the next is turned up, so counters won early in a deal can be paid away later in it. Alternative: settle the whole deal at once, which still needs an order once payments are capped.)
rules-deck-fresh = Before every deal all the cards are gathered and shuffled.
rules-deck-talon = The cards not dealt (the talon) are kept for the next deal. Only when the talon cannot give every living player a card are all the cards gathered and shuffled.
rules-reading-fresh = (Our reading: the 1797 text says only that the next dealer “{ $en-takes-up-text }” and never mentions shuffling; “{ $en-stock-text }” also supports a talon kept between deals, as the French rules have it. Alternative: --deck talon.)

## The cards

rules-head-cards = The cards
rules-card-take = { $rank-list }: { rules-effect-take }.
rules-card-pay = { $rank-list }: { rules-effect-pay }.
rules-card-give = { $rank-list }: { rules-effect-give }.
rules-card-nothing = { $rank-list }: { rules-effect-nothing }.
rules-effect-take = draws { $amount ->
        [one] one counter
       *[other] { WORDS($amount) } counters
    } from the box
rules-effect-pay = puts { $amount ->
        [one] one counter
       *[other] { WORDS($amount) } counters
    } into the box
rules-effect-give = gives { $amount ->
        [one] one counter
       *[other] { WORDS($amount) } counters
    } to { $distance ->
    [1] the left-hand neighbour
   *[other] the { ORDINAL($distance) } left-hand neighbour
    }
rules-effect-nothing = neither draws nor pays

## Paying what one has

rules-head-paying = Paying what one has
rules-paying = A player pays only what he has: if a card asks for more, he pays all he has and has his discharge. A card that draws from the box takes only what the box holds.
rules-reading-paying = (Our reading: { $preset ->
    [french] the French page
   *[other] the German article
    } does not say what a player pays who cannot pay in full; the rule is the 1797 text's, “{ $en-pay-what-text }”.)
rules-reading-empty-box = (Our reading: the sources do not say what an empty box pays; a box cannot pay what it has not got. Alternative: the box owes the rest.)

## The dead

rules-head-dead = The dead and their revival
rules-dead = A player who loses his last counter is dead: he gets no card and does not deal, but keeps his seat and still counts as a neighbour. When one of the { WORDS($reach) } players on his right turns up { $rank-list }, which pays him, he is alive again and plays from the next deal.
rules-reading-revived = (Our reading: the dead keep their seats because their right-hand neighbours revive them; whether a player gets a card is settled when the deal begins, so a dead player paid by an earlier card of the same deal still gets no card in that deal.)
rules-dead-forever = A player who loses his last counter is dead: under these rules no card pays a neighbour, so the dead stay dead.
rules-small-table = At a table of fewer than { WORDS($players) } players a payment that would come round to the payer himself is void.
rules-reading-void = (Our reading: the sources, written for a large party, are silent; paying oneself changes nothing. Alternative: the payment goes on round the table to the next player.)

## The next deal and the end

rules-head-next = The next deal
rules-next = The deal passes to the first living player on the right of the last dealer.
rules-reading-next = (Our reading: the French page does not say who deals next.)
rules-head-end = The end
rules-end = When only one player has counters after a deal, he has won and takes the box.
rules-reading-end = (Our reading: no source says when the end is looked for; it is looked for after the whole deal, so a player who falls early in a deal can still be revived by a later card of it. Alternative: end at the card that leaves one player with counters, which no option offers.)
rules-reading-the-box = (Our reading: the French page says only “{ $fr-won-text }”; that he takes the box is the rule of the other two sources.)
rules-all-fall = { $all-fall ->
    [share] If the last players all lose their counters in the same deal, they share the box; odd counters go to those who fell last.
    [replay] If the last players all lose their counters in the same deal, the deal is void: everyone gets back what he had and the same dealer deals again.
   *[last-to-fall] If the last players all lose their counters in the same deal, the one who fell last in the order of the deal wins the box.
    }
rules-reading-last-to-fall = (Our reading: the sources do not say what happens when everyone falls at once; the last to fall is the one who “outlives all the rest”. Alternatives: they share the box, --all-fall share; or the deal is played again, --all-fall replay.)
rules-deal-limit = After { $deals ->
    [one] one deal
   *[other] { WORDS($deals) } deals
    } the player with the most counters takes the box; players tied for the most share it.

## House rules

rules-head-house = House rules
rules-house = Every parameter can be changed with flags (or a TOML file given with --rules): --stake, --ante; --deck fresh|talon (a fresh pack every deal, or the talon kept); --first-dealer first-seat|lot|fan; --all-fall last-to-fall|share|replay (when the last players fall together: the last to fall wins, they share the box, or the deal is played again); --deal-limit N; --card RANK=EFFECT to change the card table (e.g. --card 'K=take 4').

## The overview of the presets

rules-overview-head = Tontine: the presets, one for each source text.
rules-overview-entry = { $preset }: { preset-title }
rules-overview-entry-default = { $preset } (the default): { preset-title }
rules-overview-summary = { $preset ->
    [english] Twelve or fifteen players, “but the more the merrier”; a fresh shuffle every deal (our reading).
    [french] As many players as you like (“Plus on est nombreux, plus le jeu est intéressant”); the seats and the first dealer drawn with a fan of matching cards, the talon kept between deals.
   *[german] Usually twelve to fifteen players, up to twenty; the cards gathered and shuffled after every round.
    }
rules-overview-facts = { $stake ->
        [one] one counter
       *[other] { WORDS($stake) } counters
    } each, { $ante ->
        [one] one counter
       *[other] { WORDS($ante) } counters
    } into the box; { $deck ->
    [talon] the talon kept
   *[fresh] a fresh pack every deal
    }; first dealer: { $first-dealer ->
    [fan] the { -rank-K } of the fan draw
    [lot] drawn by lot
   *[first-seat] the first seat
    }.
rules-overview-foot = Default: { $preset }. Full rules: tontine rules NAME (--lang en, fr or de).

## Warnings about the size of a table (printed as "tontine: warning: ...")

rules-warning-fewer = this table has { $players ->
    [one] one player
   *[other] { WORDS($players) } players
    }, fewer than the { WORDS($low) } the source names ({ $source-name }: “{ $quote-text }”)
rules-warning-more = this table has { $players ->
    [one] one player
   *[other] { WORDS($players) } players
    }, more than the { WORDS($high) } the source allows ({ $source-name }: “{ $quote-text }”)
rules-warning-fan = this table has { $players ->
    [one] one player
   *[other] { WORDS($players) } players
    }, more than the { WORDS($high) } ranks of the French fan draw ({ $source-name }: “{ $quote-text }”); our reading: the fan goes on in a second suit, and past twenty-six players in a second pack
