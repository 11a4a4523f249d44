# The narrated game, in the diction of a Regency drawing-room (after the Sporting Magazine, October 1797).
# A message id ending in -1, -2, ... is one wording of a family; the teller picks the least used.
# Persons: $name (and $other-name) with $gender (and $other-gender): female, male or other. A bare
# name (other) is told without a gendered pronoun. Numbers in prose are WORDS() or ORDINAL().

# The card as an object: the same as its name in English.
narrate-card-acc = { card-name }
narrate-card-dat = { card-name }

## Headings and titles

narrate-heading-opening = The Company Sits Down
narrate-heading-play = The Play
narrate-heading-end = The Conclusion
narrate-heading-chart = The Fortunes of the Table

narrate-title-1 = An Evening of Tontine at { $place }
narrate-title-2 = The Box upon the Table: a Party at { $place }
narrate-title-3 = { $count ->
    [one] One at Tontine
   *[other] { WORDS($count) } at Tontine
    }, an Evening at { $place }

## The opening

narrate-room-1 = The cloth being drawn and the tea-things removed, candles were set upon the round table in the drawing-room at { $place }, and { $name } called for the cards.
    .presumes = round-table
narrate-room-2 = It was a wet evening at { $place }; the fire was made up, fresh candles were lit, and { $name } proposed the new game of Tontine, of which all the polite world was talking.
narrate-room-3 = Whist was declared insipid and Loo too dear, and so the party at { $place } gathered about the round table by the fire, where { $name } had the counters laid out.
    .presumes = round-table

narrate-company-1 = { $count ->
    [one] One person sat down
   *[other] { WORDS($count) } persons sat down
    }, each with a stake of { $stake ->
    [one] one counter
   *[other] { WORDS($stake) } counters
    }: { $names }.
narrate-company-2 = The table was made up of { $names }, { $count ->
    [one] one in all
   *[other] { WORDS($count) } in all
    }, and every one took up { $stake ->
    [one] a single counter
   *[other] { WORDS($stake) } counters
    }.

narrate-worth = It was agreed that a counter should stand for { $unit-text }, so that a stake of { $stake ->
    [one] one counter was worth { $unit-text }
   *[other] { WORDS($stake) } counters was worth { WORDS($stake) } { $units-text }
    }.
narrate-worth-box = At the table’s reckoning the box now held the worth of { $pool ->
    [one] { $unit-text }
   *[other] { WORDS($pool) } { $units-text }
    }.
narrate-worth-won = { $gender ->
    [female] Her counters, reckoned at the agreed rate, came to { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }, and went home in her reticule.
    [male] His counters, reckoned at the agreed rate, came to { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }, and went home in his pocket.
   *[other] The counters before the winner came, at the table’s reckoning, to { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-fan = The places were drawn from a fan of { $count ->
    [one] one card
   *[other] { WORDS($count) } cards
    } laid out, the king first, against a matching fan held face down; each took the chair the card gave, and the king, as was the custom, had the deal.
    .presumes = drawn-seats

narrate-first-dealer-lot-1 = Lots were drawn for the deal, and the lot fell upon { $name }.
narrate-first-dealer-lot-2 = The lot gave the first deal to { $name }, who took up the pack.
narrate-first-dealer-fan = { $name } had drawn the king, and so the first deal.
narrate-first-dealer-first-seat = { $name }, sitting first, took up the pack by common consent.
narrate-first-dealer-given = It fell to { $name } to deal first.

narrate-ante = { $count ->
    [one] The one player
   *[other] Each of the { WORDS($count) }
    } put { $each ->
    [one] one counter
   *[other] { WORDS($each) } counters
    } into the box in the middle of the table, so that it held { $pool ->
    [one] one counter
   *[other] { WORDS($pool) } counters
    } before a card was turned.
narrate-ante-none = By a house rule nothing went into the box, and it stood empty in the middle of the table.

## The deals

narrate-first-deal-1 = { $name } shuffled, had the pack cut, and turned the first cards face upward, one to each of the { WORDS($live) } about the table.
narrate-first-deal-2 = The pack went round once to be cut, and { $name } began the first deal, a card face up to each of the { WORDS($live) }.

narrate-deal-1 = The { ORDINAL($deal) } deal was { $name }’s, and { $live ->
    [one] only one player
   *[other] { WORDS($live) } players
    } still held counters.
narrate-deal-2 = { $name } dealt the { ORDINAL($deal) } round to { $live ->
    [one] the one player
   *[other] { WORDS($live) } players
    }.
narrate-deal-3 = The { ORDINAL($deal) } deal came to { $name }, and the cards went round to { $live ->
    [one] the one player left
   *[other] { WORDS($live) } players
    }.
narrate-deal-4 = It was the { ORDINAL($deal) } deal; { $name } had the pack, and { $live ->
    [one] only one player was
   *[other] { WORDS($live) } were
    } still in the game.

narrate-talon = The stock would no longer serve the table, and { $name } gathered up the cards and shuffled the whole pack of { WORDS($pack) } afresh.

narrate-voided = Every one still living had fallen in that { ORDINAL($deal) } deal, and by the rule of the house it was void: the counters went back, the box returned to { $pool ->
    [one] one counter
   *[other] { WORDS($pool) } counters
    }, and { $name } dealt again.

## The cards. $card-text is the card with its article ("the queen of hearts").

narrate-card-take-1 = { $name } turned up { $card-text } and drew { $taken ->
    [one] one counter
   *[other] { WORDS($taken) } counters
    } from the box.
narrate-card-take-2 = To { $name } came { $card-text }, worth { $taken ->
    [one] a counter
   *[other] { WORDS($taken) } counters
    } out of the tontine.
narrate-card-take-3 = With { $card-text } { $name } took { $taken ->
    [one] one counter
   *[other] { WORDS($taken) }
    } from the box, leaving { $pool ->
    [0] it empty
    [one] but one in it
   *[other] { WORDS($pool) } in it
    }.

narrate-card-take-short-1 = { $name } turned up { $card-text }, which called for { $asked ->
    [one] one counter
   *[other] { WORDS($asked) } counters
    } from the box; it held only { $taken ->
    [one] one
   *[other] { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } fell to { $name }, but the box could give no more than { $taken ->
    [one] a single counter
   *[other] { WORDS($taken) } counters
    } of the { WORDS($asked) } it owed.

narrate-card-take-empty-1 = { $name } turned up { $card-text } and reached for the box, but found it empty.
narrate-card-take-empty-2 = { $card-text } came to { $name } when there was not a counter left in the tontine to be drawn.

narrate-card-pay-1 = { $name } turned up { $card-text } and paid { $paid ->
    [one] one counter
   *[other] { WORDS($paid) } counters
    } into the box, keeping { $holding ->
    [one] only one
   *[other] { WORDS($holding) }
    }.
narrate-card-pay-2 = { $card-text } cost { $name } { $paid ->
    [one] a counter
   *[other] { WORDS($paid) } counters
    }, which went into the tontine.

narrate-card-pay-died-1 = { $gender ->
    [female] { $card-text } fell to { $name } and cost her the last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        } she had; she was dead.
    [male] { $card-text } fell to { $name } and cost him the last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        } he had; he was dead.
   *[other] { $card-text } fell to { $name } and took { $paid ->
        [one] the one counter
       *[other] the { WORDS($paid) } counters
        } that remained; one more player was dead.
    }
narrate-card-pay-died-2 = { $gender ->
    [female] { $card-text } took from { $name } { $paid ->
        [one] her one remaining counter
        [2] both her remaining counters
       *[other] all { WORDS($paid) } of her remaining counters
        }, and she was numbered among the dead.
    [male] { $card-text } took from { $name } { $paid ->
        [one] his one remaining counter
        [2] both his remaining counters
       *[other] all { WORDS($paid) } of his remaining counters
        }, and he was numbered among the dead.
   *[other] { $card-text } took from { $name } { $paid ->
        [one] the one counter left
        [2] both the counters left
       *[other] all { WORDS($paid) } counters left
        }, and one more player was numbered among the dead.
    }
narrate-card-pay-died-3 = { $gender ->
    [female] It was { $card-text } that undid { $name }: she paid { $paid ->
        [one] her last counter
       *[other] her last { WORDS($paid) }
        } into the box and was dead.
    [male] It was { $card-text } that undid { $name }: he paid { $paid ->
        [one] his last counter
       *[other] his last { WORDS($paid) }
        } into the box and was dead.
   *[other] It was { $card-text } that undid { $name }, whose { $paid ->
        [one] last counter
       *[other] last { WORDS($paid) } counters
        } went into the box.
    }

narrate-card-give-1 = { $name } turned up { $card-text } and paid { $paid ->
    [one] one counter
   *[other] { WORDS($paid) } counters
    } to { $other-name }, { $gender ->
    [female] her { $distance ->
        [1] left-hand neighbour
       *[other] { ORDINAL($distance) } neighbour on the left
        }
    [male] his { $distance ->
        [1] left-hand neighbour
       *[other] { ORDINAL($distance) } neighbour on the left
        }
   *[other] { $distance ->
        [1] the next on the left
       *[other] the { ORDINAL($distance) } on the left
        }
    }.
narrate-card-give-2 = { $card-text } sent { $paid ->
    [one] a counter
   *[other] { WORDS($paid) } counters
    } from { $name } to { $other-name }, { $distance ->
    [1] the next seat on the left
   *[other] { WORDS($distance) } seats to the left
    }.

narrate-card-give-died-1 = { $card-text } was the death of { $name }: { $paid ->
    [one] the last counter went
   *[other] the last { WORDS($paid) } counters went
    } to { $other-name }.
narrate-card-give-died-2 = { $gender ->
    [female] With { $card-text } { $name } paid away her last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        } to { $other-name }, and was dead.
    [male] With { $card-text } { $name } paid away his last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        } to { $other-name }, and was dead.
   *[other] With { $card-text } { $name } paid away the last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        } to { $other-name }, and was dead.
    }

narrate-card-give-revives-1 = { $card-text } obliged { $name } to pay { $paid ->
    [one] one counter
   *[other] { WORDS($paid) } counters
    } to { $other-name }, who had been dead and now lived again.
narrate-card-give-revives-2 = { $card-text } came to { $name }, and with it { $paid ->
    [one] a counter
   *[other] { WORDS($paid) } counters
    } went to { $other-name }, till then among the dead and now restored to the game.

narrate-card-give-irony-1 = { $card-text } demanded of { $name } the very last { $paid ->
    [one] counter
   *[other] { WORDS($paid) } counters
    } { $gender ->
    [female] she had
    [male] he had
   *[other] left to give
    }, and { $paid ->
    [one] it went
   *[other] they went
    } to { $other-name }, who lay among the dead and rose by { $paid ->
    [one] it
   *[other] them
    }: so one life was bought with another.
narrate-card-give-irony-3 = { $gender ->
    [female] { $name } turned up { $card-text } and, dying, paid { $paid ->
        [one] her last counter
       *[other] her last { WORDS($paid) } counters
        } to { $other-name }, who had been dead and lived again by her ruin.
    [male] { $name } turned up { $card-text } and, dying, paid { $paid ->
        [one] his last counter
       *[other] his last { WORDS($paid) } counters
        } to { $other-name }, who had been dead and lived again by his ruin.
   *[other] { $name } turned up { $card-text }, and the { $paid ->
        [one] last counter
       *[other] last { WORDS($paid) } counters
        } left went to { $other-name }, who had been dead: the one was ruined and the other saved by the same card.
    }
narrate-card-give-irony-2 = { $gender ->
    [female] Here was the irony of the game: { $name } turned up { $card-text }, and her last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        }, paid to { $other-name }, brought the dead to life as she herself died.
    [male] Here was the irony of the game: { $name } turned up { $card-text }, and his last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        }, paid to { $other-name }, brought the dead to life as he himself died.
   *[other] Here was the irony of the game: { $name } turned up { $card-text }, and the last { $paid ->
        [one] counter
       *[other] { WORDS($paid) } counters
        }, paid to { $other-name }, brought the dead to life even as the giver died.
    }

narrate-card-void = { $name } turned up { $card-text }, whose { $asked ->
    [one] counter
   *[other] { WORDS($asked) } counters
    } would have gone round the little table and back to the same hand; the payment was void.
    .presumes = few

narrate-card-nothing-1 = { $name } turned up { $card-text }, which neither paid nor drew.
narrate-card-nothing-2 = { $card-text } came to { $name } and did nothing at all.

narrate-box = The box held { $pool ->
    [0] nothing
    [one] one counter
   *[other] { WORDS($pool) } counters
    }.

narrate-card-pay-3 = { $gender ->
    [female] For { $card-text } { $name } paid { $paid ->
        [one] a counter
       *[other] { WORDS($paid) } counters
        } into the box, and had { WORDS($holding) } left before her.
    [male] For { $card-text } { $name } paid { $paid ->
        [one] a counter
       *[other] { WORDS($paid) } counters
        } into the box, and had { WORDS($holding) } left before him.
   *[other] For { $card-text } { $name } paid { $paid ->
        [one] a counter
       *[other] { WORDS($paid) } counters
        } into the box, and had { WORDS($holding) } left.
    }
narrate-card-give-3 = { $name } had { $card-text }, and { $paid ->
    [one] a counter passed
   *[other] { WORDS($paid) } counters passed
    } along the table to { $other-name }.
narrate-card-take-4 = The box paid { $name } { $taken ->
    [one] a counter
   *[other] { WORDS($taken) } counters
    } for { $card-text }.

## Reactions and dialogue, in character

narrate-react-won-1 = { $gender ->
    [female] “Well,” said she, gathering the counters into her lap, “I declare I never played a better game.”
    [male] “Well,” said he, sweeping the counters towards him, “I declare I never played a better game.”
   *[other] There was applause, and { $name } swept the counters in with both hands.
    }
narrate-react-won-2 = The company rose, and every one agreed that { $name } had been excessively lucky.

## The last two and the end

narrate-last-two-1 = And now only two were left alive: { $name }, with { $a_holding ->
    [one] one counter
   *[other] { WORDS($a_holding) } counters
    }, and { $other-name }, with { $b_holding ->
    [one] one
   *[other] { WORDS($b_holding) }
    }, while the box between them held { $pool ->
    [0] nothing
    [one] one counter
   *[other] { WORDS($pool) }
    }.
narrate-last-two-2 = Of all the company only { $name } and { $other-name } were left in the game, { $a_holding ->
    [one] one counter
   *[other] { WORDS($a_holding) } counters
    } against { WORDS($b_holding) }, with the tontine at { $pool ->
    [0] nothing
   *[other] { WORDS($pool) }
    }.

narrate-won-last-standing-1 = { $gender ->
    [female] So { $name } was the last alive after { $deals ->
        [one] a single deal
       *[other] { WORDS($deals) } deals
        }, and hers was the box: { $pool ->
        [0] nothing in it at the last
        [one] one counter
       *[other] { WORDS($pool) } counters
        }, which made her { WORDS($holding) } in all.
    [male] So { $name } was the last alive after { $deals ->
        [one] a single deal
       *[other] { WORDS($deals) } deals
        }, and his was the box: { $pool ->
        [0] nothing in it at the last
        [one] one counter
       *[other] { WORDS($pool) } counters
        }, which made him { WORDS($holding) } in all.
   *[other] So { $name } was the last alive after { $deals ->
        [one] a single deal
       *[other] { WORDS($deals) } deals
        }, and took the box: { $pool ->
        [0] nothing in it at the last
        [one] one counter
       *[other] { WORDS($pool) } counters
        }, for { WORDS($holding) } in all.
    }
narrate-won-last-standing-2 = After { $deals ->
    [one] a single deal
   *[other] { WORDS($deals) } deals
    } there was no one left to play against { $name }, who took the tontine, { $pool ->
    [0] empty as it was
    [one] a single counter
   *[other] { WORDS($pool) } counters
    }, and ended the evening with { WORDS($holding) }.
narrate-won-last-to-fall = Every one still living fell in the { ORDINAL($deals) } deal, and { $name }, { $gender ->
    [female] the last of them to fall, took the box by the rule of the house
    [male] the last of them to fall, took the box by the rule of the house
   *[other] who fell last of all, took the box by the rule of the house
    }: { $pool ->
    [0] nothing at all
    [one] one counter
   *[other] { WORDS($pool) } counters
    }.
narrate-won-deal-limit = { $deals ->
    [one] The single agreed deal was played out
   *[other] The agreed { WORDS($deals) } deals were played out
    }, and { $name }, holding the most, took the box of { $pool ->
    [0] nothing
    [one] one counter
   *[other] { WORDS($pool) } counters
    }, for { WORDS($holding) } in all.

narrate-share = { $amount ->
    [one] one counter
   *[other] { WORDS($amount) } counters
    } to { $name }
narrate-shared-all-fell = In the { ORDINAL($deals) } deal every one still living fell together, and by the rule of the house the { $pool ->
    [one] one counter in the box was
   *[other] { WORDS($pool) } counters in the box were
    } shared among the { $count ->
    [one] one
   *[other] { WORDS($count) }
    } who fell: { $shares-list }.
narrate-shared-deal-limit = { $deals ->
    [one] The single agreed deal was played out
   *[other] The agreed { WORDS($deals) } deals were played out
    } with the richest tied, and the { $pool ->
    [one] one counter in the box was divided
   *[other] { WORDS($pool) } counters in the box were divided
    }: { $shares-list }.

## The hour and the room

## Between the moments

narrate-unfinished = Here the party rose after { $deals ->
    [one] one deal
   *[other] { WORDS($deals) } deals
    }, the box still holding { $pool ->
    [0] nothing
    [one] one counter
   *[other] { WORDS($pool) } counters
    } and { $live ->
    [0] no one
    [one] one player
   *[other] { WORDS($live) } players
    } alive; the game was left unfinished.

## The colophon, the chart and the warnings (a record: digits allowed)

narrate-colophon-seed = Rules: { $preset }; played in { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
    }; shuffle seed { $seed-text }.
narrate-colophon-record = Rules: { $preset }; played in { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
    }, from a record.

narrate-chart-caption = Above, the counters in the box after each deal; below, each player’s life: a bar while holding counters, a cross where the last counter went, a ring where a neighbour brought the player back.
narrate-chart-alt = A chart in two panels: the box, deal by deal, and a strip for each player showing when they were alive, died and came back.
narrate-chart-box = the box
narrate-chart-deal = deal
narrate-chart-counters = counters in the box
narrate-chart-died = died
narrate-chart-revived = came back

narrate-length-error = unknown length { $value-text }: use scene, chapter or full
narrate-heading-contents = Contents

## The scene. Every message below takes $variant: the teller picks a wording not yet used in
## the telling (the first { $variant -> } counts them; the last is the default).
## $said-text is how a line is said ("said Mrs. Pelling, laughing"); $bond-key is rivals,
## courtship, siblings, chaperone, debt or none; $stake-key is debt, pride, gift, wager,
## nothing or habit. Numbers only where they matter.

narrate-scene-title = { $variant ->
    [0] An Evening of Tontine at { $place }
    [1] The Box upon the Table
    [2] A Round Game at { $place }
    [3] The Counters of { $place }
    [4] Dead and Alive: an Evening at { $place }
    [5] The Last Counter
    [6] The Tontine Box
    [7] A Party of Cards at { $place }
    [8] The Living and the Dead
    [9] Counters; or, an Evening at { $place }
    [10] Paid to the Left
    [11] Fortune at the Card-Table
    [12] Candles and Counters at { $place }
    [13] An Account of a Round Game lately played at { $place }
    [14] Whist Declared Insipid
    [15] Mere Chance: a Tale of { $place }
    [16] Tea, Cards and Ruin
    [17] Of Fortune and a Pack of Cards
    [18] All the Polite World at Cards
   *[19] The Box and the Company
    }

narrate-season-spring = { $variant ->
    [0] one soft evening in April
    [1] on an evening late in March, with the windows still shuttered against the wind
    [2] one evening in May, when the lilac was out in every garden
    [3] on an evening of early spring, damp and mild
    [4] on an evening in April, with showers beating at the windows
    [5] one evening in Lent, when there was no dancing to be had
    [6] one fine evening at Easter, with the primroses out in the lanes
    [7] a few days after Lady Day, when the quarter’s rents had been paid
    [8] one evening at the end of May, with the hawthorn white in the hedges
   *[9] on a clear April evening, with a late frost threatening
    }
narrate-season-summer = { $variant ->
    [0] one close evening in July
    [1] on a long June evening, when it was still light at nine
    [2] one evening in August, with the sashes thrown up for air
    [3] on a sultry evening at the height of the season
    [4] on a hot evening in July, when the roads were white with dust
    [5] one evening in June, with the hay lying cut in the meadows
    [6] on an August evening, when the races had filled every inn in the town
    [7] on Midsummer Eve, with the dew falling heavy on the lawns
    [8] one evening in July, after a thunderstorm had cooled the streets
   *[9] on a still evening late in June, with the roses at their best
    }
narrate-season-autumn = { $variant ->
    [0] one raw evening in November
    [1] on a wet October night, with the leaves blowing down the street
    [2] one evening in September, when the first fires were lit
    [3] on a foggy evening late in the autumn
    [4] one evening in October, under a harvest moon
    [5] on a blustering night at Michaelmas, with the rents just paid
    [6] one evening in the shooting season, with the sportsmen come home muddy from the stubble
    [7] on a mild evening in September, with the orchards heavy with apples
    [8] one evening early in November, when the chimneys of the town had begun to smoke again
   *[9] on a dark, gusty evening at the end of October
    }
narrate-season-winter = { $variant ->
    [0] one bitter evening in January
    [1] on a snowy night a little after Christmas
    [2] one evening in February, with a hard frost upon the windows
    [3] on a dark December evening
    [4] one evening in the Christmas holidays, with the holly still over the pictures
    [5] on a night of sleet late in January, when nobody could have wished to be out of doors
    [6] one evening in February, when the thaw had turned every lane to mire
    [7] on a still, starry evening in December, with the ponds frozen hard
    [8] one evening at Candlemas, with the snowdrops out beneath the hedges
   *[9] on a January night so cold that the ink froze in the standish
    }

narrate-house = { $variant ->
    [0] in the drawing-room of { $name }’s house on the Parade
    [1] in the little back parlour { $name } kept for cards
    [2] in the long room of the house { $name } had taken for the season
    [3] in { $name }’s drawing-room, newly papered in green
    [4] in the old panelled parlour where { $name } received
    [5] in the first-floor drawing-room of { $name }, above the street
    [6] in the yellow saloon of { $name }’s house
    [7] among the busts and unread sermons of { $name }’s library
    [8] in the furnished lodgings { $name } had taken in the best street
    [9] beside the shut pianoforte in { $name }’s music-room
    [10] in the bow-windowed breakfast-parlour of { $name }’s house
    [11] in the tall brick house, an uncle’s legacy, where { $name } now lived
    [12] in { $name }’s shuttered house on the market square
    [13] in the card-room of the villa { $name } had built just beyond the turnpike
    [14] among the prints of Italian ruins in { $name }’s drawing-room
   *[15] in the seldom-opened best parlour of { $name }’s house
    }
    .presumes = { $variant ->
        [1] few
       *[other] nothing
    }

narrate-setting = { $variant ->
    [0] A party gathered { $house-text } at { $place }, { $season-text }, and since whist had been declared insipid and loo too dear, { $gender ->
        [female] the hostess
        [male] the host
       *[other] the house
        } proposed the new game of Tontine.
    [1] The tea-things had been carried away { $house-text } at { $place }, { $season-text }, when { $gender ->
        [female] the hostess
        [male] the host
       *[other] the house
        } sent for the round table and a box of counters.
    [2] At { $place }, { $season-text }, the cloth was drawn early { $house-text }, and { $gender ->
        [female] the hostess
        [male] the host
       *[other] the house
        }, who liked nothing so well as a round game, had the candles set upon the card-table.
    [3] There was no assembly at { $place } that week, and so, { $season-text }, the usual set met { $house-text }, with the promise of something new.
    [4] { $season-text }, the candles were lit { $house-text } at { $place }; the counters were counted out, and the company drew their chairs to the table.
    [5] It had been agreed at { $place } that there should be cards { $house-text }, { $season-text }, and { $gender ->
        [female] the hostess
        [male] the host
       *[other] the house
        } would hear of nothing but Tontine, which all the polite world was then playing.
    [6] A card-table was set out { $house-text } at { $place }, { $season-text }, and the counters were shaken out of their bag with great ceremony.
    [7] Nobody at { $place } had yet played Tontine, and so, { $season-text }, a party was got together { $house-text } to learn it.
    [8] The dinner { $house-text } at { $place } had been long and the conversation short, and so, { $season-text }, { $gender ->
        [female] the hostess
        [male] the host
       *[other] the giver of the party
        } had the cards brought in to rescue the evening.
    [9] It was { $season-text }, and { $house-text } at { $place } the tea had been drunk, the candles snuffed and a new pack of cards unsealed.
    [10] There had been talk of a concert at { $place }, but the concert came to nothing, and so, { $season-text }, a party sat down to cards { $house-text } instead.
    [11] Word had gone round { $place } that Tontine was to be played { $house-text }, and, { $season-text }, the company arrived in good time, curious to learn it.
    [12] { $gender ->
        [female] The hostess
        [male] The host
       *[other] The giver of the party
        } had sent to the stationer’s at { $place } for a new pack, and, { $season-text }, its seal was broken { $house-text } for a game of Tontine.
    [13] At { $place } the talk of the week was a game called Tontine, and, { $season-text }, it was tried at last { $house-text }.
    [14] { $house-text } at { $place }, { $season-text }, the counters were shared out and the box set down among the candlesticks.
   *[15] The company met { $house-text } at { $place }, { $season-text }; there was no dancing to be had, and nobody would own to caring for whist.
    }
    .presumes = { $variant ->
        [1] round-table
        [2] few
       *[other] nothing
    }

narrate-temper-lively = { $variant ->
    [0] { $gender ->
        [female] a lady who laughed at everything and most at herself
        [male] a cheerful man who laughed at everything and most at himself
       *[other] a cheerful soul who laughed at everything
        }
    [1] all high spirits and quick remarks
    [2] who had never in living memory sat silent through a rubber
    [3] { $gender ->
        [female] as merry a creature as ever lost a fan at loo
        [male] as merry a fellow as ever lost a guinea at loo
       *[other] as merry a creature as ever lost at loo
        }
    [4] never happier than with a riddle to guess or a forfeit to pay
    [5] quick to beat time whenever a fiddle struck up, and quicker still to stand up for a dance
    [6] whose laugh was heard in the hall before the footman had well got out the name
    [7] forever proposing picnics to the abbey ruins, walks by moonlight and private theatricals in the barn
    [8] { $gender ->
        [female] the sort of young woman who would get up a reel in a parsonage parlour
        [male] the sort of young man who would get up a reel in a parsonage parlour
       *[other] the sort of guest who would get up a reel in a parsonage parlour
        }
    [9] brimming with the gossip of the assembly rooms, and all of it improved in the telling
    [10] who had a nickname ready for every curate in the county
    [11] lately returned from Brighton, and full of the Pavilion and the sea-bathing
    [12] who had danced out a pair of pumps at every assembly of the winter
    [13] a famous hand at acted charades, and ready to make a Turkish costume out of the window-curtains at a moment’s notice
    [14] possessed of a voice that carried across any assembly room in the kingdom
    [15] who kept a commonplace-book full of other people’s jokes, and used them freely
    [16] grown no steadier with the years, and none the worse for it
    [17] delighted with the new game before a card of it had been turned
    [18] who had once overturned a pony-chaise into a duck-pond, and still told the story with the greatest relish
   *[19] always out of breath and never out of humour
    }
narrate-temper-sharp = { $variant ->
    [0] whose tongue was reckoned the quickest in the town
    [1] { $gender ->
        [female] who counted every counter of her own with care, and everybody else’s with suspicion
        [male] who counted every counter of his own with care, and everybody else’s with suspicion
       *[other] who counted the counters with care, and watched everybody else’s with suspicion
        }
    [2] { $gender ->
        [female] a lady of decided opinions and no patience with fools
        [male] a man of decided opinions and no patience with fools
       *[other] a person of decided opinions and no patience with fools
        }
    [3] who was feared at every card-table in the county
    [4] possessed of an eye for a misdeal that no sharper in Bath could have escaped
    [5] thin, upright and sparing of praise, with compliments that left a mark like a pin
    [6] eager to correct a neighbour’s play, a neighbour’s French and a neighbour’s opinions, in that order
    [7] apt to remark, to whoever would listen, that a fool and his money are soon parted
    [8] armed with a quizzing-glass that had found out many a marked card
    [9] not a person to let a slip go by, whether in the play or in the conversation
    [10] who had once made a curate count the poor-box again in the vestry, and found it short by a halfpenny
    [11] known to keep a list of every debt of honour in the neighbourhood, with the dates
    [12] with a smile that was generally the prelude to something disagreeable
    [13] who held that most people played at cards as they kept their accounts, badly, and said so
    [14] dressed with a plainness that was in itself a reproach to the company
    [15] who had given up whist with the vicar because the vicar could not remember the trumps
    [16] never at a loss for the last word, and seldom content with only one
    [17] whose letters to the county newspaper were signed Verax and read by everybody
    [18] who could smell out a flatterer across a ballroom
   *[19] lately at law with a neighbour over a boundary hedge, and winning
    }
narrate-temper-timid = { $variant ->
    [0] who had been persuaded to the table much against inclination
    [1] { $gender ->
        [female] a shy young woman who seldom looked up from her cards
        [male] a shy young man who seldom looked up from his cards
       *[other] a shy creature who seldom looked up from the cards
        }
    [2] who blushed whenever the box was pushed that way
    [3] who had never played at anything more dangerous than spillikins
    [4] so quiet that the dealer was apt to pass over the place altogether
    [5] { $gender ->
        [female] perched on the very edge of her chair, as if ready to fly at any loud word
        [male] perched on the very edge of his chair, as if ready to fly at any loud word
       *[other] perched on the very edge of the chair, as if ready to fly at any loud word
        }
    [6] apologising to the table at large for every card that fell amiss
    [7] { $gender ->
        [female] half hidden behind a fan of painted chicken-skin, and in no hurry to be found
        [male] half hidden behind a tall candlestick, and in no hurry to be found
       *[other] half hidden behind a tall candlestick, and in no hurry to be found
        }
    [8] speaking only to say “If you please” or “I beg your pardon,” and that very low
    [9] brought up to believe that cards were the high road to ruin, and not yet wholly persuaded otherwise
    [10] who had not yet recovered from being spoken to by a bishop at a public breakfast
    [11] holding the cards so close that nobody, least of all the holder, could well see them
    [12] who started at every knock upon the street door
    [13] so afraid of giving trouble as to refuse the tea, the cake and very nearly the cards
    [14] whose voice had not been raised above a murmur since the schoolroom
    [15] forever looking to a bolder neighbour to say whether a card was good or bad
    [16] a pale, anxious person with a vinaigrette always within reach
    [17] who would sooner have lost every counter than ask a question about the rules
    [18] dreading the moment when the whole company should look that way at once
   *[19] who wrote very pretty verses and showed them to nobody
    }
narrate-temper-grave = { $variant ->
    [0] who played at cards as other people sat through sermons
    [1] { $gender ->
        [female] a serious lady who held that luck was only another name for Providence
        [male] a serious man who held that luck was only another name for Providence
       *[other] a serious person who held that luck was only another name for Providence
        }
    [2] who was never seen to smile before the supper-tray came in
    [3] who weighed every card as if the nation’s credit hung upon it
    [4] soberly dressed in grey, and known to have read Blair’s Sermons from cover to cover
    [5] much given to reflections upon the uncertainty of all earthly things, the counters included
    [6] firmly of the opinion that a round game, like divine service, was no place for levity
    [7] wearing a face as long as Lent, and a voice to match
    [8] jotting the fall of the cards in a little memorandum-book, as though for posterity
    [9] said to have laughed at a christening in the year of the comet, and to have repented of it since
    [10] { $gender ->
        [female] the widow of a judge, and still in the habit of passing sentence
        [male] a magistrate of long standing, and still in the habit of passing sentence
       *[other] long acquainted with the magistrates’ bench, and still in the habit of passing sentence
        }
    [11] who could not hear the French mentioned without a sigh for the state of Europe
    [12] { $gender ->
        [female] in a black silk that had outlived the mourning it was made for
        [male] in a black coat that had outlived the mourning it was made for
       *[other] in black that had outlived the mourning it was made for
        }
    [13] who would no more have played on a Saturday night than on a Sunday
    [14] of a melancholy cast of mind, and inclined to see the box as an emblem of the grave
    [15] who had buried more relations than most people ever have, and spoke of them all with respect
    [16] slow of speech and slower to give an opinion, though the opinion, when it came, was final
    [17] much esteemed by the clergy and a little feared by the young
    [18] with Dr. Johnson on the vanity of human wishes always ready to hand
   *[19] with a bow as slow and measured as a verger’s
    }
narrate-temper-vain = { $variant ->
    [0] { $gender ->
        [female] who had chosen the chair that showed her new turban to the glass
        [male] who had chosen the chair that showed his new waistcoat to the glass
       *[other] who had chosen the chair nearest the glass
        }
    [1] who liked to be looked at even more than to win
    [2] { $gender ->
        [female] a beauty of some seasons’ standing, and aware of it
        [male] a great beau in his own estimation and in very few others’
       *[other] who was very conscious of being admired
        }
    [3] who took care that every good card should be seen
    [4] { $gender ->
        [female] in a gown of jonquil muslin that had come down from town only that morning
        [male] in a coat of Weston’s cut that had come down from town only that morning
       *[other] in something new that had come down from town only that morning
        }
    [5] { $gender ->
        [female] whose ringlets had cost a maid the better part of the afternoon
        [male] whose cravat had cost a valet the better part of the afternoon and a heap of spoiled neckcloths
       *[other] whose toilette had cost the better part of the afternoon
        }
    [6] { $gender ->
        [female] hung with the famous pearls, and at pains that nobody should miss them
        [male] hung with the famous seals and fobs, and at pains that nobody should miss them
       *[other] hung with the famous family jewels, and at pains that nobody should miss them
        }
    [7] lately painted by Mr. Lawrence, and still talking of it
    [8] ready with every compliment ever paid at Almack’s, and willing to repeat them all
    [9] { $gender ->
        [female] fond of being told of a likeness to the Duchess of Devonshire
        [male] fond of being told of a likeness to Mr. Brummell
       *[other] fond of being told of a likeness to somebody at court
        }
    [10] who had a new way of dressing the hair for every evening, and waited for it to be remarked
    [11] { $gender ->
        [female] forever adjusting a bracelet so that the miniature in it should catch the light
        [male] forever adjusting a shirt-pin so that the diamond in it should catch the light
       *[other] forever turning a ring so that the stone should catch the light
        }
    [12] who had lately published a volume of verses by subscription, and could quote from it without the least encouragement
    [13] who spoke of a cousin’s title as often as the conversation allowed, and rather oftener
    [14] { $gender ->
        [female] in a turban with a bird-of-paradise plume that threatened the candles
        [male] in a waistcoat embroidered with so many flowers that it was a garden in itself
       *[other] in a costume so elaborate that it was talked of for a week
        }
    [15] who had been compared by a poet to a Grecian statue, and hoped to be asked about it
    [16] perfectly certain that the whole room was watching, and not displeased by the thought
    [17] who paused before every looking-glass in the house, and there were a great many
    [18] { $gender ->
        [female] who had once danced with a royal duke, and mentioned it oftener than was quite necessary
        [male] who had once been taken up in a royal duke’s curricle, and mentioned it oftener than was quite necessary
       *[other] who had once been noticed by a royal duke, and mentioned it oftener than was quite necessary
        }
   *[19] { $gender ->
        [female] whose complexion owed something to a bottle of Olympian Dew, though nobody was to know it
        [male] whose whiskers owed a good deal to Macassar oil, though nobody was to know it
       *[other] whose complexion owed something to the perfumer, though nobody was to know it
        }
    }
    .presumes = { $variant ->
        [0] chosen-seats
       *[other] nothing
    }
narrate-temper-easy = { $variant ->
    [0] who was content to win, and almost as content to lose
    [1] { $gender ->
        [female] a comfortable, good-natured lady whom nothing at cards could put out
        [male] a comfortable, good-natured man whom nothing at cards could put out
       *[other] a good-natured soul whom nothing at cards could put out
        }
    [2] who came for the company and stayed for the supper
    [3] who had brought a good humour to the table and meant to keep it
    [4] placid as a mill-pond, and about as easily ruffled
    [5] plump, smiling, and never known to refuse a slice of seed-cake or a round game
    [6] always willing to lend a counter, a shawl or an ear to whoever had need of them
    [7] of so sweet a temper that the worst of luck was received like a compliment
    [8] with a dish of tea at the elbow and no wish in the world to be anywhere else
    [9] given to remarking, at cards as in life, that it would all come right by Michaelmas
    [10] who had never been known to quarrel with anybody, not even a hackney-coachman on a wet night
    [11] who had dozed through a great many sermons and always woke for the cards in the best of humours
    [12] { $gender ->
        [female] in a soft old India shawl that had long ago given up all claim to fashion
        [male] in a brown coat that had long ago given up all claim to fashion
       *[other] in clothes that had long ago given up all claim to fashion
        }
    [13] ready to agree with whoever had last spoken, and often with both sides of a dispute at once
    [14] who kept a pug, a parrot and an open house, and grudged none of them
    [15] inclined to think every card that fell a very good card, whoever it fell to
    [16] { $gender ->
        [female] godmother to half the children of the parish, and the favourite of them all
        [male] godfather to half the children of the parish, and the favourite of them all
       *[other] sponsor at the font to half the children of the parish, and the favourite of them all
        }
    [17] fond of saying that a round game was the best physic in the world
    [18] who laughed last at every joke, having waited to be sure it was meant kindly
   *[19] who had once been cheated at cards by a travelling gentleman at Harrogate, and bore the rogue no ill will whatever
    }

narrate-meet = { $variant ->
    [0] There was { $name }, { $temper-text }.
    [1] Next the fire sat { $name }, { $temper-text }.
    [2] Opposite was { $name }, { $temper-text }.
    [3] { $name }, { $temper-text }, was of the party too.
    [4] Beside the candles sat { $name }, { $temper-text }.
    [5] Then came { $name }, { $temper-text }.
    [6] At the far side of the table was { $name }, { $temper-text }.
    [7] Nobody was surprised to find among them { $name }, { $temper-text }.
    [8] The chair by the window had fallen to { $name }, { $temper-text }.
    [9] Lastly there was { $name }, { $temper-text }.
    [10] There too was { $name }, { $temper-text }.
    [11] Room had been made for { $name }, { $temper-text }.
    [12] The chair nearest the door was taken by { $name }, { $temper-text }.
    [13] Also at the table was { $name }, { $temper-text }.
    [14] Nor must we forget { $name }, { $temper-text }.
    [15] Among the company was { $name }, { $temper-text }.
    [16] The invitation had been accepted by { $name }, { $temper-text }.
    [17] A card of invitation had brought { $name }, { $temper-text }.
    [18] { $name }, { $temper-text }, had come in a hackney-coach from the other side of the town.
   *[19] The company would hardly have been complete without { $name }, { $temper-text }.
    }
    .presumes = { $variant ->
        [2] after
        [3] after
        [5] after
        [7] after
        [9] after
        [10] after
        [13] after
        [14] after
       *[other] nothing
    }

narrate-bond-rivals = { $variant ->
    [0] Between { $name } and { $other-name } there had been a coolness since a certain ball at the assembly rooms, and neither meant to yield an inch.
    [1] { $name } and { $other-name } had been rivals these many years, at cards, { $gender ->
        [female] { $other-gender ->
            [female] at the harp and in the matter of bonnets
           *[other] at whist and in the matter of partners
            }
        [male] { $other-gender ->
            [male] at whist, at the races and in the matter of horses
           *[other] at whist and in the matter of partners
            }
       *[other] at whist and in the matter of partners
        }.
    [2] It was known to every one that { $name } would rather lose to anybody in England than to { $other-name }.
    [3] { $name } had taken the chair across from { $other-name } on purpose, the better to watch an old enemy.
    [4] { $name } and { $other-name } had disputed the same pew at church for years, and now meant to dispute the same box.
    [5] Whatever { $other-name } did, { $name } had long made a point of doing better, or at least more loudly.
    [6] { $name } and { $other-name } { $gender ->
        [female] { $other-gender ->
            [female] had appeared in the same sprigged muslin at the same ball
           *[other] had fallen out over a borrowed carriage
            }
        [male] { $other-gender ->
            [male] had quarrelled over a grey hunter at the last fair
           *[other] had fallen out over a borrowed carriage
            }
       *[other] had fallen out over a borrowed carriage
        }, and neither had forgiven the other.
    [7] The whole table knew the story of { $name }, { $other-name } and the disputed trick at Lady Heriot’s, and everybody hoped to see it begin again.
    [8] { $name } and { $other-name } had once both wanted the same house in the town, and { $other-name } had got it.
    [9] { $name } had given a ball, and { $other-name } a grander one, and the neighbourhood waited to see what would come next.
    [10] { $name } never spoke of { $other-name } without putting the word ‘poor’ before the name, and { $other-name } returned the compliment.
   *[11] There was a dispute between { $name } and { $other-name } about a right of way across a meadow, of such long standing that no lawyer could now settle it.
    }
    .presumes = { $variant ->
        [3] chosen-seats
       *[other] nothing
    }
narrate-bond-courtship = { $variant ->
    [0] { $name } had contrived to sit beside { $other-name }, and the whole room had noticed it.
    [1] It was whispered that there would be an understanding between { $name } and { $other-name } before the month was out, if courage held.
    [2] { $name } had eyes, that evening, for no card so much as for { $other-name }.
    [3] Every one knew that { $name } and { $other-name } had stood up together for the supper dance at the last assembly, and every one was watching.
    [4] { $name } had sent { $other-name } a copy of verses some weeks before, and had been watching for an answer ever since.
    [5] Whenever { $other-name } lost a counter, { $name } looked as though it had been a personal injury.
    [6] The aunts of the neighbourhood had settled between them that { $name } and { $other-name } should make a match, and waited only for the parties to agree.
    [7] { $name } had been seen walking with { $other-name } in the shrubbery after church, and the neighbourhood talked of little else.
    [8] { $name } had been turning the pages of { $other-name }’s music at every musical evening for a month.
    [9] It was the talk of the town that { $name } had asked leave to call upon { $other-name }, and had been given it.
    [10] { $name }, who seldom laughed at anything, laughed at everything { $other-name } said.
   *[11] A lock of hair was rumoured to have changed hands between { $name } and { $other-name }, though neither would say in which direction.
    }
    .presumes = { $variant ->
        [0] chosen-seats beside
       *[other] nothing
    }
narrate-bond-siblings = { $variant ->
    [0] { $name } and { $other-name } were of one family, and quarrelled like it.
    [1] Being of one family, { $name } and { $other-name } kept an eye on each other across the table.
    [2] { $name } and { $other-name } had been brought up together, and could not sit at the same table without a dispute.
    [3] { $name } had promised the family at home to see { $other-name } safe through the evening.
    [4] { $name } and { $other-name } had shared a nursery, a governess and a great many grievances, and had brought the grievances with them.
    [5] { $name } held it to be { $gender ->
        [female] a sister’s
        [male] a brother’s
       *[other] a near relation’s
        } privilege to find fault with every card { $other-name } played.
    [6] Their mother had begged { $name } and { $other-name }, as a particular favour, not to fall out before company.
    [7] { $name } had known { $other-name } from the cradle, and could read every hand dealt across the table in the set of that familiar mouth.
    [8] Whatever { $name } said, { $other-name } was sure to have heard it already at home, and to say so.
    [9] { $name } had been telling the company all through tea of { $other-name }’s failings, as only a near relation can.
    [10] { $name } and { $other-name } had the family chin, the family temper and the family habit of thinking themselves in the right.
   *[11] It was a standing jest in the family that { $name } had all the looks and { $other-name } all the luck, and the evening was to put it to the proof.
    }
    .presumes = { $variant ->
        [1] apart
        [7] apart
       *[other] nothing
    }
narrate-bond-chaperone = { $variant ->
    [0] { $name } had the charge of { $other-name } for the season, and watched every card as if it were a suitor.
    [1] { $other-name } had been brought by { $name }, who had promised a mother in the country that there should be no deep play.
    [2] { $name } sat at the elbow of { $other-name }, as a chaperon ought, and disapproved of the game already.
    [3] It was { $name }’s duty, and no light one, to take { $other-name } home in good time.
    [4] { $name } knew to a shilling the fortune of every eligible { $other-gender ->
        [female] young man
        [male] young lady
       *[other] party
        } in the room, and watched { $other-name } accordingly.
    [5] { $name } watched over { $other-name } with the vigilance of a sentry at a powder-magazine, and much the same opinion of sparks.
    [6] { $other-name } had come into the neighbourhood under the wing of { $name }, with a letter of instructions from home that was to be followed in every particular.
    [7] { $name } had undertaken to return { $other-name } to the family at the end of the season in the condition received: unentangled, unruined and in good looks.
    [8] { $name } had already refused, on { $other-name }’s behalf, an invitation to drive, a request for a dance and the loan of a novel.
    [9] { $name } had been charged to see that { $other-name } neither lost above a few shillings nor won enough to be talked of.
    [10] { $name } had lectured { $other-name } all through dinner on the dangers of play, and meant to resume the subject before bed.
   *[11] { $name } kept a watchful eye on { $other-name }’s counters, and a more watchful one on { $other-name }’s admirers.
    }
    .presumes = { $variant ->
        [2] chosen-seats beside
       *[other] nothing
    }
narrate-bond-debt = { $variant ->
    [0] { $name } owed { $other-name } a sum that neither of them mentioned and both remembered.
    [1] There was a small matter of money between { $name } and { $other-name }, lost at piquet a month before and not yet paid.
    [2] { $name } had borrowed from { $other-name } some weeks ago, and had been exceedingly civil ever since.
    [3] { $other-name } held a note of hand of { $name }’s, and had been heard to say so.
    [4] { $name } had lost to { $other-name } at commerce at a neighbour’s house, and had been meaning to pay ever since.
    [5] A certain sum had passed from { $other-name } to { $name } at the last quarter-day, against a promise that had not yet been kept.
    [6] { $name } found it hard to meet the eye of { $other-name } across the table, having owed money in that quarter since the races.
    [7] { $other-name } had been so obliging as to lend { $name } money at the last assembly, and so disobliging since as to mention it.
    [8] { $name } had promised { $other-name } payment by the end of the quarter, and the quarter was out.
    [9] { $other-name } had lent { $name } the price of a new pianoforte, and still heard it played with mixed feelings.
    [10] Whenever { $name } won a counter, { $other-name } looked at it as at something already spoken for.
   *[11] The sum { $name } owed { $other-name } was small, but it had grown in the telling all over the town.
    }
    .presumes = { $variant ->
        [6] apart
       *[other] nothing
    }

narrate-bond-cousins = { $variant ->
    [0] { $name } and { $other-name } were cousins on the mother’s side, brought up in the same house, and knew each other’s tempers far too well to be polite.
    [1] A sister of { $name }’s had married a brother of { $other-name }’s, and the connexion obliged them to be civil across the table, which both found a strain.
    [2] Being cousins, { $name } and { $other-name } could quarrel without ceremony, and meant to.
    [3] { $name } and { $other-name }, cousins who had learned their letters at one table, sat side by side and conferred over every card like a pair of conspirators.
    [4] As { $gender ->
        [female] a girl
        [male] a boy
       *[other] a child
        } { $name } had been left to the care of { $other-name }’s parents, and the cousins still shared everything but their luck.
    [5] { $name } had never forgiven { $other-name } for some affair of a rocking-horse when they were children, and cousinly feeling was at its coldest that evening.
    [6] { $name } could never sit down to cards with { $other-name } without being reminded by { $other-gender ->
        [female] her
        [male] him
       *[other] that cousin
        } of some disgrace of their nursery days.
    [7] The marriage that had made connexions of { $name } and { $other-name } was of some years’ standing, and they were still undecided whether they liked each other.
    [8] { $name } and { $other-name } had been dressed alike as children, and had disliked it, and each other, ever since.
    [9] There was a legacy in dispute between { $name } and { $other-name }, an old aunt’s silver, and it came to the table with them.
    [10] { $name } claimed { $other-name } as a cousin whenever { $other-name } was in luck, and disowned the connexion as soon as the luck turned.
   *[11] { $name } and { $other-name } were cousins of the kind who meet only at funerals and card-tables, and enjoy both.
    }
    .presumes = { $variant ->
        [3] chosen-seats beside
        [1] apart
       *[other] nothing
    }

narrate-stake-debt = { $variant ->
    [0] { $name } had particular reasons for wishing to win, reasons that had to do with { $gender ->
        [male] a tailor’s bill
       *[other] a milliner’s bill
        }.
    [1] Nobody at the table was supposed to know that { $name } was in debt, and could ill afford to lose.
    [2] A win would settle a little account that had been troubling { $name } for weeks.
    [3] A dun had called upon { $name } that very morning, and had been sent away with promises that only the box could keep.
    [4] { $name } owed money at every shop in the High Street, and counted on the box to quiet the most pressing of the shopkeepers.
    [5] Quarter-day was coming, and with it the rent, which { $name } could not meet without a little help from the cards.
    [6] There were debts of honour behind { $name }’s smile, and the box was the only hope of paying them before they became common talk.
    [7] { $name } had pawned a watch the month before, and meant to redeem it out of the box.
    [8] { $name } had been living on credit and good looks since Lady Day, and both were nearly spent.
    [9] A letter from { $name }’s banker lay unopened at home, and only the box could make it bearable to read.
    [10] { $name } had lately been obliged to put down the carriage, and hoped the box might set it up again.
   *[11] { $name } had an account at the mercer’s that the mercer had lately begun to mention in the street.
    }
narrate-stake-pride = { $variant ->
    [0] { $name } had boasted at dinner of never losing at a round game, and must now be seen to make it good.
    [1] For { $name } the counters were nothing; it was the winning that signified.
    [2] { $name } had lost at every table in the town for a month past, and was resolved it should not happen again.
    [3] Only the week before, { $name } had been laughed at for a run of ill luck at commerce, and had not forgotten who laughed.
    [4] { $name } had a reputation for luck at cards to keep up, and knew that the whole neighbourhood was watching.
    [5] To be beaten before so many acquaintance was a thing { $name } did not think could be borne.
    [6] { $name } had let it be understood that a Tontine box was as good as won already, and could not now retreat with honour.
    [7] { $name } had been called the luckiest player in the county for so long that the title had begun to seem a duty.
    [8] A relation who was not present had predicted, in writing, that { $name } would lose, and the letter was to be returned with a postscript.
    [9] { $name } had never been beaten at cards by anybody at that table, and did not intend to begin with Tontine.
    [10] Being the best whist-player in the town, { $name } could not bear to be worsted at a game that wanted no skill at all.
   *[11] { $name } had told a rival at the circulating library that morning, quite unnecessarily, that the evening would end in triumph.
    }
narrate-stake-gift = { $variant ->
    [0] { $name } had said, laughing, that whatever the box held should go to buy a present for somebody at the table.
    [1] The winnings, if there were any, { $name } meant for the poor-box at the church.
    [2] { $name } had seen a pair of gloves in a shop window that a certain person would like very much, and counted on the box to buy them.
    [3] A godchild’s birthday was coming, and { $name } had nothing yet to give, unless the cards were kind.
    [4] { $name } had promised an old nurse in the village a new shawl, and the box was to pay for it.
    [5] Whatever { $name } won was to go to the subscription for the new charity school.
    [6] { $name } had quietly resolved that any winnings should buy a work-box for a little sister away at school.
    [7] { $name } had set a heart upon buying a telescope for a nephew with a turn for the stars.
    [8] The vicar had spoken of a widow in the parish in want of coals, and { $name } had privately resolved that the box should pay for them.
    [9] { $name } had put down a name for the relief of those burnt out in the late fire, and trusted the box to make the promise good.
    [10] { $name } had a friend about to sail for India, and the box was to pay for a keepsake.
   *[11] { $name } had promised the servants a treat if fortune were kind, and the servants were listening at the door.
    }
narrate-stake-wager = { $variant ->
    [0] { $name } had laid a private wager on the outcome with somebody who was not at the table.
    [1] There was a bet in the book at the club upon { $name }’s luck that evening, or so it was said.
    [2] { $name } had wagered a pair of silk stockings against a pound of snuff that the box would come that way.
    [3] { $name } had bet a brother-in-law a new hat on carrying off the box before the candles were out.
    [4] There was a wager between { $name } and a neighbour who had declined to play, entered with great solemnity in a pocket-book.
    [5] { $name } had been dared at dinner to carry off the box, and had taken the dare for a guinea.
    [6] A good many of the officers quartered in the town had money on { $name }’s luck, and took care that it should be known.
    [7] At the inn they were laying bets that { $name } would be dead before the tea was cold, which was reason enough to stay alive.
    [8] { $name } stood to win a barrel of oysters from a neighbour who had declared that nobody could last out a Tontine.
    [9] There was money upon { $name } in the servants’ hall, it was whispered, and the butler had laid a crown.
    [10] { $name } had staked a tortoiseshell snuff-box against a pair of gloves that the box would come that way.
   *[11] { $name } had accepted a bet from a young officer who had said, very rudely, that fortune never favoured the old or the plain.
    }
narrate-stake-habit = { $variant ->
    [0] { $name } played from long habit, and would have been wretched anywhere else.
    [1] { $name } had not missed an evening of cards in living memory, and did not mean to begin now.
    [2] For { $name } a night without a pack was a night thrown away.
    [3] { $name } had played on through a wedding breakfast, a county election and a chimney on fire, and saw no reason to stop now.
    [4] Cards were to { $name } what the newspaper was to other people: a daily necessity, and seldom a pleasure.
    [5] { $name } kept a pack in every room of the house, it was said, and another in the carriage.
    [6] It was not the box that drew { $name } to the table but the feel of a pack in the hand, without which no evening seemed complete.
    [7] { $name } had played at cards aboard a packet in a gale, and thought a quiet drawing-room hardly worth mentioning.
    [8] Without a card in hand, { $name } was said to be unable to follow a conversation.
    [9] { $name } had sat down to cards every evening since coming of age, Sundays excepted, and not all of those.
    [10] { $name } had taught most of the young people of the town to play, and played with them all still.
   *[11] Cards were { $name }’s great comfort, and a round game the greatest of all.
    }
    .presumes = nothing

narrate-others = { $variant ->
    [0] The rest of the table was made up of { $names }.
    [1] { $names } filled the remaining chairs.
    [2] With them sat { $names }.
    [3] Round the rest of the table were { $names }.
    [4] The remaining places went to { $names }.
    [5] Besides these, there were { $names }.
    [6] { $names } completed the party.
    [7] To make up the number came { $names }.
    [8] The others at the table were { $names }.
   *[9] { $names } were there as well, and need only be named.
    }
    .presumes = nothing
narrate-crowd = { $variant ->
    [0] The remaining chairs were filled by half the neighbourhood, and more were fetched from the dining-room.
    [1] So many others crowded in that the table had to be lengthened with a second one, and still they came.
    [2] The rest of the company could hardly be counted, for every chair in the house had been brought in.
    [3] Besides these there was a great crowd of the neighbourhood, elbow to elbow about tables pushed together.
    [4] The rest were neighbours and acquaintance of every degree, too many to be named and too cheerful to mind it.
    [5] Of the others it is enough to say that they came, played and paid like everybody else.
    [6] The remainder of the company need not be named here; they were the usual set, and every one of them had an opinion of the game.
    [7] A whole regiment of cousins, curates and half-pay officers made up the rest.
    [8] The remaining places were taken by aunts, curates and visitors from town, whom nobody troubled to count.
   *[9] The others, whose names would only weary the reader, took their places without ceremony.
    }
    .presumes = { $variant ->
        [0] many
        [1] many long-table
        [2] many
        [3] many
        [4] many
        [7] many
        [8] many
       *[other] nothing
    }

narrate-rules-house = { $variant ->
    [0] { $name } explained the house’s own table of the cards, which every one pretended to understand.
   *[1] { $name } read out the cards and what each should do, from a paper pinned beside the candlestick.
    }

narrate-ask = { $variant ->
    [0] “And when one is dead, must one sit out the rest of the evening?” { $said-text }.
    [1] “But what becomes of the box at the end?” { $said-text }.
    [2] “And can nobody lose more than the counters before them?” { $said-text }.
    [3] “Is there truly no skill in it at all?” { $said-text }.
    [4] “And who deals after the first?” { $said-text }.
    [5] “And are the dead still dealt a card?” { $said-text }.
    [6] “But suppose everybody falls in the same deal?” { $said-text }.
    [7] “And how long does a game last, pray?” { $said-text }.
    [8] “Has the dealer no advantage, then, in taking the last card?” { $said-text }.
    [9] “May a player rise and go before it is finished?” { $said-text }.
    [10] “And what does a ten do?” { $said-text }.
    [11] “Which of the cards take from the box?” { $said-text }.
    [12] “May a dead player be brought back more than once?” { $said-text }.
    [13] “Does one ever pay the player on one’s right?” { $said-text }.
    [14] “Pray, why is it called Tontine?” { $said-text }.
    [15] “Must I do anything but turn up my card?” { $said-text }.
    [16] “Is the pack shuffled afresh for every deal?” { $said-text }.
    [17] “How many counters does one begin with?” { $said-text }.
    [18] “And what becomes of a dead player who is paid?” { $said-text }.
   *[19] “Can a neighbour refuse to pay a player who is dead?” { $said-text }.
    }
narrate-answer = { $variant ->
    [0] “You sit and watch, and hope your neighbour turns an ace,” { $said-text }.
    [1] “The last one living takes it all,” { $said-text }.
    [2] “Not a farthing more; that is the beauty of it,” { $said-text }.
    [3] “None whatever, and so nobody need be ashamed of losing,” { $said-text }.
    [4] “The deal goes round to the right, and everybody still living takes a turn at it,” { $said-text }.
    [5] “Never a card; they keep their chairs, and wait upon their neighbours’ luck,” { $said-text }.
    [6] “Then the last to fall has the box, for that player has outlived all the rest, if only by a card,” { $said-text }.
    [7] “Until a single player is left with counters; it may be an hour, or it may be the whole evening,” { $said-text }.
    [8] “None in the world; the last card is as blind as the first,” { $said-text }.
    [9] “Nobody will hold you, but it is thought very shabby to quit while the box is still to be won,” { $said-text }.
    [10] “Nothing whatever; it is the only idle card in the pack,” { $said-text }.
    [11] “The court cards only: a king, a queen or a knave,” { $said-text }.
    [12] “As often as a neighbour’s card will do it,” { $said-text }.
    [13] “Never; an ace, a deuce or a trey always pays to the left, nearer or farther,” { $said-text }.
    [14] “After the schemes of annuities, where the last survivor has everything, just as here,” { $said-text }.
    [15] “Nothing but obey it, and bear the consequence with a good grace,” { $said-text }.
    [16] “Every deal, and the whole pack, so that nobody can reckon on the cards,” { $said-text }.
    [17] “As many as the house sets, and all alike, so that nobody starts ahead,” { $said-text }.
    [18] “That player is alive again, and has a card from the next deal,” { $said-text }.
   *[19] “No more than the card can refuse to be turned; the payment is made whether or no,” { $said-text }.
    }

narrate-ante-in = { $variant ->
    [0] The stakes went into the box in the middle of the table.
    [1] Every one put in their stakes, and the box stood ready.
    [2] A counter or two from every hand went into the box before a card was turned.
    [3] The box was fed its first counters by every player in turn.
    [4] The stakes were put in all round, with a good deal of laughing over who had forgotten.
    [5] Each player paid the stake into the box, and the game could begin.
    [6] Into the box in the middle went the stakes, with a pleasant rattle.
    [7] The box had its due from every chair before anything else was done.
    [8] There was a little ceremony of putting in the stakes, which everybody performed with great solemnity.
    [9] Counters rattled into the box from every side of the table.
    [10] Nobody was excused the stake, and soon the box stood well provided in the middle of the table.
   *[11] So the box received its stakes, and the company regarded it with a kind of respect.
    }

narrate-begin = { $variant ->
    [0] Then { $name } took up the pack, and the play began.
    [1] The deal fell to { $name }, who shuffled with a flourish.
    [2] { $name } had the first deal, and the cards went round.
    [3] It was { $name } who dealt first, one card face upward to each.
   *[4] So { $name } cut, shuffled and began.
    }

## The cards in a scene

narrate-s-fall-box = { $variant ->
    [0] { $name } turned up { $card-text } and paid { $paid ->
        [one] the last counter
       *[other] the last of the counters
        } into the box.
    [1] { $card-text } came to { $name }, and with it went { $paid ->
        [one] the last counter
       *[other] everything that remained
        }.
    [2] It was { $card-text } that ruined { $name }: { $paid ->
        [one] the last counter
       *[other] what little was left
        } went into the box.
    [3] { $name } looked at { $card-text } a moment before paying in what was left.
    [4] { $card-text } swept the last of { $name }’s counters into the box.
    [5] For { $name } there was { $card-text }, and nothing left to pay with afterwards.
    [6] Then came { $card-text } for { $name }, and the box had the last of it.
    [7] { $name } paid for { $card-text } with the last counters there were, and was a spectator from then on.
    [8] When { $card-text } was turned, { $name } emptied the little heap into the box and was dead.
    [9] There was no arguing with { $card-text }: { $name } paid, and was done.
    [10] One card, { $card-text }, finished { $name }.
    [11] The box took all that { $name } had left, on { $card-text }.
    [12] { $name } was dealt { $card-text }, counted out what remained, and pushed it away.
    [13] Down upon the cloth went { $card-text }, and the last of { $name }’s counters after it into the box.
    [14] { $name } could only sigh at { $card-text }; the box was owed, and the box was paid, to the very last.
    [15] So ended { $name }’s play, on { $card-text } and a final payment into the box.
    [16] Of all the cards in the pack it was { $card-text } that came to { $name }, and it took { $paid ->
        [one] the single counter left
       *[other] every counter that was left
        } for the box.
    [17] Ruin came to { $name } in the shape of { $card-text }.
    [18] { $name } sighed, paid { $card-text } its due out of the last of the heap, and was numbered among the dead.
    [19] Into the box went { $name }’s last { $paid ->
        [one] counter
       *[other] counters
        }, the price of { $card-text }.
    [20] With a little push towards the box, { $name } parted with the { $paid ->
        [one] last counter
       *[other] last counters
        } that { $card-text } demanded.
    [21] There was an end of { $name }: { $card-text } wanted paying, and the last of the heap went to pay it.
    [22] Poor { $name } turned { $card-text }, and the box swallowed what little remained.
    [23] Against { $card-text }, { $name } could set only { $paid ->
        [one] a single counter, and that went
       *[other] the last few counters, and these went
        } into the box.
    [24] { $name } was quite cleaned out by { $card-text }.
    [25] Not a counter was left to { $name } once the box had been paid for { $card-text }.
    [26] A small card would finish { $name }, and a small card came: { $card-text }.
    [27] Everything { $name } had left was owed to the box the instant { $card-text } lay upon the cloth.
    [28] { $card-text } fell to { $name }, and the box had the last word, and the last { $paid ->
        [one] counter
       *[other] counters
        } besides.
   *[29] Upon { $card-text }, { $name } paid in the remnant of the heap and joined the dead.
    }
    .presumes = nothing
narrate-s-fall-give = { $variant ->
    [0] { $name } turned up { $card-text } and had to pay the last counters across to { $other-name }.
    [1] { $card-text } was the end of { $name }, whose last counters went along the table to { $other-name }.
    [2] With { $card-text } { $name } paid away everything to { $other-name }.
    [3] { $card-text } came to { $name }, and { $other-name } had the last of that little heap.
    [4] What { $name } had left went to { $other-name }, by the order of { $card-text }.
    [5] { $name } pushed the last counters to { $other-name }, for so { $card-text } required.
    [6] Turning up { $card-text }, { $name } made { $other-name } heir to the last of the heap.
    [7] Ruined by { $card-text }, { $name } had the mortification of paying the last of the heap to { $other-name }.
    [8] There went { $name }’s last counters, along the table to { $other-name }, on the word of { $card-text }.
    [9] It was { $other-name } who profited when { $card-text } left { $name } with nothing.
    [10] { $name } paid the remnant of the heap to { $other-name } for { $card-text }, and sat back among the dead.
    [11] Nothing was left to { $name } after { $card-text }; { $other-name } had it all.
    [12] A neighbour’s fortune was made, in a small way, by { $card-text }: all that { $name } had went to { $other-name }.
   *[13] Of { $name }’s little heap { $card-text } left nothing, every counter of it going to { $other-name }.
    }
narrate-s-killed-reviving = { $variant ->
    [0] { $name } turned up { $card-text }, and the last { $paid ->
        [one] counter
       *[other] counters
        } went to { $other-name }, who had been dead and now lived by it.
    [1] { $card-text } made { $name } pay the very last to { $other-name }: the one died in the act of raising the other.
    [2] With { $card-text } { $name } paid out everything to { $other-name }, who was among the dead, and so the one fell as the other rose.
    [3] { $card-text } came to { $name }, and what was left went to { $other-name }, dead until that moment.
    [4] It was { $card-text } for { $name }: the last counters passed to { $other-name }, and the dead and the living changed places.
    [5] { $name } had { $card-text }, and in paying the last away brought { $other-name } back from the dead.
    [6] So { $card-text } ruined { $name } and raised { $other-name } at a stroke.
    [7] The last of { $name }’s counters, paid on { $card-text }, went straight to { $other-name }, who had been among the dead.
    [8] By a turn the company relished, { $card-text } emptied { $name } and set { $other-name }, dead till then, among the living.
    [9] { $other-name } lived again on what { $name } paid for { $card-text }, and the payer lived no longer.
    [10] { $card-text } took everything { $name } had and gave it to { $other-name }, who until then had had nothing.
    [11] Paying on { $card-text }, { $name } was ruined, and { $other-name } restored, by the same payment.
    [12] A strange exchange followed upon { $card-text }: { $name } died of paying, and { $other-name } lived by being paid.
    [13] Out of { $name }’s last { $paid ->
        [one] counter
       *[other] counters
        }, paid for { $card-text }, { $other-name } was made alive again.
    [14] { $other-name } had waited among the dead for a generous neighbour, and found one in { $name }, whom { $card-text } ruined in the giving.
    [15] { $card-text } was a cruel card for { $name } and a kind one for { $other-name }: { $paid ->
        [one] the last counter
       *[other] the last counters
        } of the one revived the other.
    [16] Fortune played one of its tricks with { $card-text }, taking all { $name } had and bestowing it on { $other-name }, till then among the dead.
    [17] Between them { $name } and { $other-name } had but one life to share, it seemed, and { $card-text } passed it along the table with the last { $paid ->
        [one] counter
       *[other] counters
        }.
    [18] No sooner had { $name } turned { $card-text } than { $other-name } was among the living and the payer among the dead.
    [19] { $name } pushed the last { $paid ->
        [one] counter
       *[other] counters
        } across to { $other-name } for { $card-text }, buying a neighbour’s life at the cost of a fortune.
    [20] Ruined by { $card-text }, { $name } had at least the consolation of raising { $other-name } from the dead.
    [21] It fell out, by { $card-text }, that { $paid ->
        [one] the last counter
       *[other] the last counters
        } of { $name } should be the saving of { $other-name }.
    [22] Dying, { $name } paid { $other-name } back to life; { $card-text } would have it so.
    [23] Whether { $card-text } was just or cruel nobody could agree: it took { $name }’s last and restored { $other-name } with it.
    [24] { $other-name } owed a new life to { $card-text } and a neighbour’s ruin, for { $name } had nothing left once it was paid.
   *[25] Down the table went the last of { $name }’s counters, by order of { $card-text }, and up from among the dead came { $other-name }.
    }
    .presumes = nothing
narrate-s-revive = { $variant ->
    [0] { $name } turned up { $card-text } and paid { $other-name } back into the game.
    [1] { $card-text } obliged { $name } to pay { $other-name }, who had been dead and now lived again.
    [2] By { $card-text }, { $name } paid { $other-name }, and the dead came back.
    [3] { $card-text } came to { $name }, and a little heap was pushed across to { $other-name }, who had nothing till then.
    [4] With { $card-text } { $name } revived { $other-name }, not very willingly.
    [5] { $other-name } came back to life by { $card-text } in the hand of { $name }.
    [6] { $other-name }, who had been dead, lived again on what { $card-text } cost { $name }.
    [7] Then { $card-text } fell to { $name }, and the counters it cost went to revive { $other-name }.
    [8] Paying on { $card-text }, { $name } put { $other-name } back in the game.
    [9] It was { $name }’s misfortune, and { $other-name }’s rescue, to see { $card-text } turned.
    [10] The dead { $other-name } was paid back to life when { $name } turned up { $card-text }.
    [11] For { $other-name } the deal was a resurrection: { $name } had { $card-text }, and paid.
    [12] A little of { $name }’s heap, owed on { $card-text }, set { $other-name } among the living again.
    [13] { $other-name } had been given up for dead when { $name } turned { $card-text }, and a payment came that way.
    [14] Up sat { $other-name }, restored to the game when { $name } turned { $card-text }.
    [15] { $name } paid { $card-text } its due to { $other-name }, and a dead player was a living one again.
    [16] Of all the neighbours { $other-name } might have looked to, it was { $name } who obliged, with { $card-text }.
    [17] { $other-name }, who had sat idle among the dead, was called back to the play when { $card-text } came to { $name }.
    [18] Such is the charity of Tontine: { $name } turned { $card-text }, and { $other-name }, who had nothing, had counters again.
    [19] Without in the least intending it, { $name } raised { $other-name } from the dead with { $card-text }.
    [20] Thanks to { $card-text } and the purse of { $name }, { $other-name } could play again.
    [21] It was a payment { $name } grudged and { $other-name } blessed, for { $card-text } brought the dead back to the table.
    [22] Across the cloth went what { $card-text } required of { $name }, and { $other-name } lived again by it.
   *[23] Once more among the living, { $other-name } had { $name } to thank for it, or rather { $card-text }.
    }
narrate-back = { $variant ->
    [0] { $name } had been paid back into the game in the meantime, and sat among the living again.
    [1] Somewhere in those deals a neighbour’s payment had brought { $name } back to life.
    [2] By then a few counters had come back to { $name }, who was playing once more.
    [3] { $name }, dead a while before, had been revived since by a neighbour’s card.
    [4] A neighbour’s card had meanwhile put { $name } back among the players.
    [5] { $name } was alive again by now, paid back into the game while no one was looking.
    [6] { $name } had come back from the dead meanwhile.
    [7] In the interval { $name } had been restored to the game by a payment nobody remarked.
    [8] Ruined earlier, { $name } was playing again now.
    [9] A neighbour’s ill luck had returned { $name } to the living.
    [10] Nobody could have said when, but { $name } had counters again.
    [11] And { $name }, given up for lost, was back in the game.
    [12] It turned out that { $name } was alive once more.
    [13] Unremarked, some neighbour’s payment had restored { $name } to the game.
    [14] { $name } was among the living once more, by the grace of a neighbour.
    [15] Here { $name } must be counted among the living again, for a neighbour had paid.
    [16] While the company’s eyes were elsewhere, { $name } had been paid back to life.
    [17] { $name } had a counter or so again, the gift of some neighbour’s card.
    [18] Not quite forgotten by fortune, { $name } had been revived in the meantime.
    [19] Whoever had paid { $name } back into the game, the thing was done, and there was one more among the living.
    [20] Life had come back to { $name } in the meantime, in the shape of a neighbour’s payment.
    [21] It should be said that { $name } had been restored to the game by then.
    [22] Risen at some point from among the dead, { $name } was again at play.
    [23] Against all expectation, { $name } had been paid back among the living.
    [24] Death at Tontine is seldom final, and { $name } had already come back from it.
   *[25] { $name }, lately among the dead, had a little heap again.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [2] after
        [4] after
        [5] after
        [6] after
        [7] after
        [18] after
        [20] after
        [21] after
       *[other] nothing
    }
narrate-s-take = { $variant ->
    [0] { $name } turned up { $card-text } and drew from the box.
    [1] { $card-text } came to { $name }, who drew from the box without ceremony.
    [2] To { $name } fell { $card-text }, and a share of the box with it.
    [3] { $name } had { $card-text }, and took what it gave.
    [4] { $card-text } put { $name } in funds.
    [5] A court card for { $name }: { $card-text }, and the box must pay.
    [6] { $name } reached into the box on the strength of { $card-text }.
    [7] With { $card-text } turned up, { $name } was entitled to dip into the box, and did.
    [8] Out of the box came { $name }’s reward for { $card-text }.
    [9] Luck smiled on { $name } in the person of { $card-text }.
    [10] { $card-text } made { $name } the richer at the box’s expense.
   *[11] The box paid out to { $name } for { $card-text }.
    }
    .presumes = nothing
narrate-s-take-empty = { $variant ->
    [0] { $name } turned up { $card-text } and reached for the box, but found it empty.
    [1] { $card-text } came to { $name } when the box had nothing left to give.
    [2] { $name } had { $card-text }, and there was not a counter in the box to be drawn.
    [3] { $card-text } entitled { $name } to draw, but the box was bare.
    [4] { $name } put a hand into the box for { $card-text } and brought it out empty.
    [5] Had there been anything in the box, { $card-text } would have paid { $name } from it.
    [6] The box was empty, and { $card-text } did { $name } no good.
    [7] { $name } had the right to draw by { $card-text }, and nothing to draw.
    [8] It was { $name }’s ill luck to hold { $card-text } while the box stood empty.
    [9] { $card-text } promised { $name } something from the box, and the box had nothing.
    [10] For all { $card-text }, { $name } came away from the box with nothing.
   *[11] The box owed { $name } for { $card-text }, and could not pay.
    }
narrate-s-pay = { $variant ->
    [0] { $name } turned up { $card-text } and paid into the box.
    [1] { $card-text } cost { $name } something.
    [2] { $name } paid in for { $card-text }.
    [3] { $card-text } came to { $name }, to be paid for.
    [4] { $name } fed the box for { $card-text }.
    [5] The box grew richer by { $card-text }, at the expense of { $name }.
    [6] { $card-text } obliged { $name } to give the box its due.
    [7] Into the box went { $name }’s forfeit for { $card-text }.
    [8] { $card-text } was a tax upon { $name }, and the box collected it.
    [9] With { $card-text } in hand, { $name } paid what was owing to the box.
    [10] It was { $name }’s turn to contribute, { $card-text } being a paying card.
   *[11] { $name } settled with the box for { $card-text }.
    }
    .presumes = nothing
narrate-s-give = { $variant ->
    [0] { $name } turned up { $card-text } and paid { $other-name }.
    [1] { $card-text } sent a payment from { $name } to { $other-name }.
    [2] { $name } had { $card-text }, and { $other-name } profited by it.
    [3] By { $card-text } something of { $name }’s went to { $other-name }.
    [4] { $other-name } was the richer for { $card-text }, and { $name } the poorer.
    [5] { $card-text } obliged { $name } to pay { $other-name }.
    [6] It fell to { $name } to settle with { $other-name } for { $card-text }.
    [7] { $name } handed over to { $other-name } what { $card-text } required.
    [8] What { $card-text } demanded of { $name } went to swell the heap of { $other-name }.
    [9] { $name } was made to pay { $other-name } by { $card-text }.
    [10] { $card-text } turned to the advantage of { $other-name }, at the cost of { $name }.
   *[11] The debt of { $card-text } was { $name }’s, and the gain { $other-name }’s.
    }
narrate-s-void = { $variant ->
    [0] { $name } turned up { $card-text }, whose payment would have gone round the little table and back to the same hand; it was void.
   *[1] { $card-text } came to { $name } and, at so small a table, paid nobody.
    }
    .presumes = { $variant ->
        [0] few
        [1] few
       *[other] nothing
    }
narrate-s-nothing = { $variant ->
    [0] { $name } turned up { $card-text }, which did nothing.
    [1] { $card-text } came to { $name }, idle.
    [2] For { $name } there was only { $card-text }, which neither paid nor drew.
    [3] { $card-text } neither cost { $name } anything nor brought anything in.
    [4] { $name } had { $card-text }, and was neither richer nor poorer for it.
    [5] Nothing came of { $card-text } for { $name }.
    [6] { $card-text } left the fortunes of { $name } as they were.
    [7] It was { $card-text } for { $name }, a card of no consequence.
    [8] { $name } showed { $card-text }, and the box was left in peace.
    [9] { $card-text } asked nothing of { $name } and gave nothing.
    [10] { $name } drew a blank with { $card-text }.
   *[11] { $name } held { $card-text }, and the game went on unchanged.
    }
# the first sight of a player the opening did not introduce: an apposition after the name
narrate-newcomer = { $variant ->
    [0] who had sat silent until then
    [1] who had scarcely been noticed before
    [2] whom nobody had yet remarked that evening
    [3] hitherto the quietest person at the table
    [4] who had so far played without a word
   *[5] of whom the table had heard nothing till then
    }
# the pronoun that stands for a woman or a man who opened the sentence before by name
narrate-pronoun = { $gender ->
    [female] she
    [male] he
   *[other] they
    }
narrate-also-fell = { $variant ->
    [0] Nor was that the only loss of the deal.
    [1] { $count ->
        [one] Another fell in the same round, less regarded.
       *[other] Others fell in the same round, less regarded.
        }
    [2] { $count ->
        [one] Further down the table there was another loss.
       *[other] Further down the table there were other losses.
        }
    [3] { $count ->
        [one] The same deal carried off one more besides.
       *[other] The same deal carried off others besides.
        }
    [4] { $count ->
        [one] One more player was ruined in that round.
       *[other] More than one player was ruined in that round.
        }
    [5] It was a costly deal elsewhere at the table too.
    [6] Nor did the rest of the table come through it whole.
    [7] Elsewhere the same round claimed its own.
    [8] { $count ->
        [one] The same cards ruined one more.
       *[other] The same cards ruined more than one.
        }
    [9] { $count ->
        [one] Someone else paid a last counter in that deal as well.
       *[other] Others paid their last in that deal as well.
        }
    [10] { $count ->
        [one] Before the cards were gathered up, another had gone the same way.
       *[other] Before the cards were gathered up, more had gone the same way.
        }
    [11] { $count ->
        [one] That round, the dead gained one more recruit.
       *[other] That round, the dead gained more than one recruit.
        }
    [12] { $count ->
        [one] Unnoticed in the stir, another player went quietly to join the dead.
       *[other] Unnoticed in the stir, others went quietly to join the dead.
        }
    [13] { $count ->
        [one] Another heap was emptied in that deal, with less remark.
       *[other] Other heaps were emptied in that deal, with less remark.
        }
    [14] { $count ->
        [one] Nobody had leisure to mourn the other player that deal undid.
       *[other] Nobody had leisure to mourn the others that deal undid.
        }
    [15] { $count ->
        [one] Meanwhile somebody else, with less ceremony, paid away a last counter.
       *[other] Meanwhile others, with less ceremony, paid away their last counters.
        }
    [16] { $count ->
        [one] There was a ruin, too, at the less watched end of the table.
       *[other] There were ruins, too, at the less watched end of the table.
        }
    [17] Death was busy elsewhere at the table in that deal.
    [18] Counting the heaps afterwards, the company found { $count ->
        [one] another player
       *[other] others
        } ruined in the same deal.
    [19] { $count ->
        [one] The dead had another recruit before the deal was out.
       *[other] The dead had more recruits before the deal was out.
        }
    [20] The graver players would speak of that deal afterwards, for it ruined { $count ->
        [one] another besides
       *[other] others besides
        }.
    [21] With less noise, the same deal ruined { $count ->
        [one] another player
       *[other] others
        } as well.
    [22] { $count ->
        [one] Somebody’s last counter went, unlamented, in the same round.
       *[other] Other last counters went, unlamented, in the same round.
        }
   *[23] Not every loss of that deal was watched so closely.
    }
    .presumes = { $variant ->
        [15] after
        [16] long-table
       *[other] nothing
    }

## What a beat means

narrate-note-first-fall = { $variant ->
    [0] It was the first death of the evening, and { $name } bore it best of any one at the table.
    [1] So { $name } was the first to fall, and a little silence went round.
    [2] The evening had its first death, and it was { $name }.
    [3] No one had expected { $name } to be the first among the dead.
    [4] That was the first life lost, and the table was the more attentive after it.
    [5] Having nothing more to lose, { $name } was at leisure to watch the others, and made the most of it.
    [6] The roll of the dead was opened, and it was { $name } who opened it.
    [7] Nobody had fallen before { $name }, and the company looked on the game with a new respect.
    [8] Fortune had the whole table to choose from, and it chose { $name } to go before the rest.
    [9] So the game claimed its earliest victim in { $name }.
    [10] Until then nobody had died at all; { $name } changed that.
   *[11] The company now had an example of how quickly it might be done, and the example was { $name }.
    }
narrate-note-lead = { $variant ->
    [0] The largest heap was now before { $name }, and { $other-name } had to look on.
    [1] The lead passed from { $other-name } to { $name }, and the whole table felt the change.
    [2] Now it was { $name } who held the most, and { $other-name } who counted what was left.
    [3] { $other-name } had led for some time; now it was { $name }’s turn.
    [4] Of all the heaps on the table, { $name }’s had become the tallest, and { $other-name } was seen to frown.
    [5] Fortune had changed sides, from { $other-name } to { $name }.
    [6] { $other-name } was no longer the richest at the table; { $name } was.
    [7] The heaps had changed their order, and { $name }’s now stood above that of { $other-name }.
    [8] { $name } had overtaken { $other-name }, and took care not to look pleased.
    [9] It was now for { $other-name } to watch the heap of { $name } grow.
    [10] So the tallest heap went over to { $name }, and { $other-name } bore it as well as might be.
    [11] By that deal { $name } had stolen a march on { $other-name }, and the richest heap changed hands.
    [12] Where { $other-name } had led, { $name } now led instead.
   *[13] The table’s fortunes tilted away from { $other-name } and towards { $name }.
    }
narrate-note-last-two = { $variant ->
    [0] And now only { $name } and { $other-name } were left alive, with the rest of the table watching.
    [1] Of all the company there remained only { $name } and { $other-name }.
    [2] The dead drew their chairs in closer: { $name } and { $other-name } were the last two.
    [3] So it came down to { $name } against { $other-name }.
    [4] Only { $name } and { $other-name } still held counters; every one else was a spectator.
   *[5] The table was reduced to a duel, { $name } facing { $other-name } across the box.
    }
narrate-note-chain = { $variant ->
    [0] In one deal the dead and the living had changed places more than once.
    [1] It was a deal of such confusion that nobody afterwards could say who had died first.
    [2] Counters flew up and down the table, and death and life went round with them.
    [3] That single deal turned the whole table upside down.
    [4] Never had a deal so many deaths in it, nor so strange a resurrection.
    [5] Before the deal was out, the company had lost count of who was living.
    [6] The cards of that round sent death from hand to hand like the slipper at hunt-the-slipper.
    [7] It took the whole table, when it was over, to settle who was still in the game.
    [8] So much changed hands in that round that the dead themselves were bewildered.
    [9] Ruin went round the company and back again, like the leading couple in a country dance.
    [10] Ruin and rescue followed each other so fast that nobody could keep the tally.
    [11] Such a tumble of payments had seldom been seen, the dead rising and the living falling by turns.
    [12] One card set off another, and the whole table was thrown into confusion.
   *[13] The counters went round like gossip at an assembly, and left ruin and recovery behind them.
    }
    .presumes = nothing
narrate-note-irony = { $variant ->
    [0] So one life was bought with another.
    [1] It was the cruel justice of the game: what killed the one was the saving of the other.
    [2] The same counters that ruined the giver restored the receiver.
    [3] There was something in it that made the graver players shake their heads.
    [4] The table laughed at the perversity of it.
    [5] The giver’s ruin had paid for the receiver’s return.
    [6] Never was charity so little intended: the counter that beggared its owner raised a neighbour from the dead.
    [7] Death at the elbow, resurrection across the way, and all from the same card.
    [8] The giver had nothing left to give, and the receiver could scarcely thank a corpse.
    [9] It was the kind of justice that parsons preach against and card-players adore.
   *[10] So the game took with the left hand and gave with the right.
    }
narrate-note-raised = { $variant ->
    [0] { $name } was alive again, a thing to remember afterwards.
    [1] Nobody then thought much of { $name }’s return from the dead.
    [2] { $name } had come back from the dead, and meant to stay.
    [3] It was a small thing at the time, { $name } living again.
    [4] Who could have guessed, just then, what { $name }’s return would come to?
    [5] So { $name } was among the living again, and the table thought no more of it than that.
    [6] The company would have cause to remember, later, that { $name } had once been dead.
   *[7] Back from the dead came { $name }, little regarded, and by no means finished.
    }

## Lines and answers

narrate-said-lively = { $variant ->
    [0] cried { $name }, laughing
    [1] said { $name } gaily
    [2] cried { $name }
    [3] said { $name }, with a peal of laughter
    [4] said { $name }
    [5] { $name } said
    [6] said { $name }, delighted
    [7] { $name } cried
   *[8] exclaimed { $name }
    }
    .presumes = { $variant ->
        [0] cry
        [2] cry
        [7] cry
        [8] cry
       *[other] nothing
    }
narrate-said-sharp = { $variant ->
    [0] said { $name } drily
    [1] observed { $name }, with some asperity
    [2] remarked { $name }
    [3] said { $name }, not very kindly
    [4] said { $name }
    [5] { $name } said
    [6] said { $name } shortly
    [7] { $name } observed
    [8] said { $name }, with a short laugh
   *[9] said { $name }, without looking up
    }
narrate-said-timid = { $variant ->
    [0] said { $name } softly
    [1] ventured { $name }
    [2] murmured { $name }, colouring
    [3] said { $name }, hardly above a whisper
    [4] said { $name }
    [5] { $name } said
    [6] said { $name } in a small voice
    [7] { $name } murmured
    [8] faltered { $name }
   *[9] said { $name }, to nobody in particular
    }
narrate-said-grave = { $variant ->
    [0] said { $name } gravely
    [1] observed { $name }
    [2] said { $name }, with great seriousness
    [3] pronounced { $name }
    [4] said { $name }
    [5] { $name } said
    [6] said { $name } slowly
    [7] { $name } observed
    [8] said { $name }, after a pause
   *[9] said { $name } quietly
    }
narrate-said-vain = { $variant ->
    [0] said { $name }, with a glance at the glass
    [1] declared { $name }
    [2] said { $name }, to the room in general
    [3] announced { $name }
    [4] said { $name }
    [5] { $name } said
    [6] said { $name }, with a lift of the chin
    [7] { $name } declared
    [8] said { $name } airily
   *[9] said { $name }, settling a ring
    }
narrate-said-easy = { $variant ->
    [0] said { $name } comfortably
    [1] said { $name }
    [2] remarked { $name }, with perfect good humour
    [3] said { $name }, smiling
    [4] { $name } said
    [5] said { $name } mildly
    [6] { $name } remarked
    [7] said { $name }, with a shrug
    [8] said { $name } easily
   *[9] said { $name } cheerfully
    }

## How a line is cried, by temper (the line before it ends in an exclamation mark).

narrate-cried-lively = { $variant ->
    [0] cried { $name }, laughing
    [1] exclaimed { $name }, clapping { $gender ->
        [female] her hands
        [male] his hands
       *[other] both hands
        }
    [2] { $name } cried
    [3] cried { $name }, in high glee
   *[4] exclaimed { $name }
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-sharp = { $variant ->
    [0] cried { $name } sharply
    [1] exclaimed { $name }, with some heat
    [2] { $name } cried
    [3] cried { $name }, rapping the table
   *[4] exclaimed { $name } tartly
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-timid = { $variant ->
    [0] cried { $name }, in spite of { $gender ->
        [female] herself
        [male] himself
       *[other] every resolution
        }
    [1] exclaimed { $name }, and then coloured to the ears
    [2] { $name } cried, before there was time to think better of it
    [3] cried { $name }, startled into speech
   *[4] exclaimed { $name }, and looked quite alarmed at the noise
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-grave = { $variant ->
    [0] exclaimed { $name }, with unusual warmth
    [1] cried { $name }, roused for once
    [2] { $name } exclaimed
    [3] cried { $name }, lifting a hand as if in the pulpit
   *[4] exclaimed { $name } solemnly
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-vain = { $variant ->
    [0] cried { $name }, with a glance at the glass
    [1] exclaimed { $name }, to the whole room
    [2] { $name } cried
    [3] cried { $name }, with a theatrical start
   *[4] exclaimed { $name }, flourishing a handkerchief
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }
narrate-cried-easy = { $variant ->
    [0] cried { $name } cheerfully
    [1] exclaimed { $name }, laughing
    [2] { $name } cried
    [3] cried { $name }, with great good humour
   *[4] exclaimed { $name }, beaming
    }
    .presumes = { $variant ->
        [0] cry
        [1] cry
        [2] cry
        [3] cry
        [4] cry
       *[other] nothing
    }

narrate-line-fell = { $variant ->
    [0] “Dead, upon my word,” { $said-text }.
    [1] “Well, I am quite undone,” { $said-text }.
    [2] “There goes the last of me,” { $said-text }.
    [3] “I shall haunt my neighbours till they take pity on me,” { $said-text }.
    [4] “Is there no justice at this table?” { $said-text }.
    [5] “I am reduced to looking on,” { $said-text }, “like a poor relation.”
    [6] “Remember, my dear neighbours, that charity is a Christian virtue,” { $said-text }.
    [7] “Not a counter left to bless myself with,” { $said-text }.
    [8] “So this is ruin,” { $said-text }. “I had expected it to be more romantic.”
    [9] “Do not mourn me yet,” { $said-text }. “I mean to rise again.”
    [10] “My last counter has deserted me, like a faithless lover,” { $said-text }.
    [11] “Pray, what is the etiquette for a corpse at a card table?” { $said-text }.
    [12] “I have nothing left now but my good temper,” { $said-text }, “and that is going fast.”
    [13] “Out!” { $said-text }. “And I had such plans for that counter.”
    [14] “Fortune has turned me off without a character,” { $said-text }.
    [15] “Let it be written on my stone that I lost with a smile,” { $said-text }.
    [16] “I must live upon my neighbours now, like a younger son,” { $said-text }.
    [17] “There, it is done, and I am perfectly composed about it,” { $said-text }, “perfectly composed.”
    [18] “I shall sit here and pray for aces, which is more than I ever did in church,” { $said-text }.
   *[19] “Gone, every one of them!” { $said-text }.
    }
narrate-reply-fell = { $bond-key ->
    [rivals] { $variant ->
        [0] “I am sorry for it, truly,” { $said-text }, and looked anything but sorry.
        [1] “You will forgive me if I do not weep,” { $said-text }.
        [2] “Fortune has a sense of justice after all,” { $said-text }.
        [3] “Somebody had to fall,” { $said-text }, “and I own I am glad it was you.”
        [4] “I would lend you a counter, if I were a better Christian,” { $said-text }.
        [5] “Pray take your time about rising; nobody is in a hurry,” { $said-text }.
        [6] “Gone?” { $said-text }. “How very sudden, and how very welcome.”
        [7] “You always did make a graceful exit,” { $said-text }, “and this was your best.”
        [8] “I shall play the better for your silence,” { $said-text }.
       *[9] “I hope the view from there is instructive,” { $said-text }.
        }
    [courtship] { $variant ->
        [0] “Then the table has lost its chief ornament,” { $said-text }.
        [1] “Were it allowed, you should have every counter I possess,” { $said-text }.
        [2] “You look as well in adversity as in fortune,” { $said-text }.
        [3] “The game has lost all its charm for me,” { $said-text }.
        [4] “Fortune is blind, or she would never have used you so,” { $said-text }.
        [5] “Every card I turn from now on, I shall turn in the hope of your return,” { $said-text }.
        [6] “Then I play on only to have something to tell you afterwards,” { $said-text }.
        [7] “The counters were never worthy of you,” { $said-text }.
        [8] “Dead?” { $said-text }. “Never to me.”
       *[9] “I would change places with you gladly, if the rules allowed it,” { $said-text }.
        }
    [siblings] { $variant ->
        [0] “I shall tell them at home how bravely you bore it,” { $said-text }.
        [1] “You never could keep hold of anything,” { $said-text }.
        [2] “Do not pout so,” { $said-text }. “It is only a game.”
        [3] “That is just how you lost your pocket-money as a child,” { $said-text }.
        [4] “Shall I write to our grandmother, or will you break it to her yourself?” { $said-text }.
        [5] “Stop sighing, and you shall have a sugar-plum,” { $said-text }.
        [6] “I knew it the moment you sat down with that face,” { $said-text }.
        [7] “Somebody in the family had to disgrace us,” { $said-text }, “and I am glad it was not I.”
        [8] “Cheer up; you have lost nothing but counters, and you never had many,” { $said-text }.
       *[9] “Now you know how I felt at whist last Tuesday,” { $said-text }.
        }
    [chaperone] { $variant ->
        [0] “Then you may sit by me and be good,” { $said-text }.
        [1] “I said no good would come of this game,” { $said-text }.
        [2] “Sit up straight, my dear, and lose with grace,” { $said-text }.
        [3] “Pray govern your countenance; the whole table is looking at you,” { $said-text }.
        [4] “A young person who has lost should look resigned, not tragic,” { $said-text }.
        [5] “Do not drum your fingers upon the cloth, my dear,” { $said-text }.
        [6] “Well, it is a lesson, and cheaper than most,” { $said-text }.
        [7] “There is no occasion to sigh so loud,” { $said-text }. “People will think you were playing for money.”
        [8] “Fold your hands, my dear, and observe how the others manage,” { $said-text }.
       *[9] “You shall play no more of this game until you can lose without pulling a face,” { $said-text }.
        }
    [debt] { $variant ->
        [0] “You have a talent for losing what is not yours,” { $said-text }.
        [1] “Do not look at me; I have nothing to lend you tonight,” { $said-text }.
        [2] “I hope you were not playing with my money,” { $said-text }.
        [3] “Dead at cards and in arrears besides?” { $said-text }. “You are a sad case.”
        [4] “Out of counters, and no nearer paying me,” { $said-text }.
        [5] “I suppose this is the excuse I shall hear on quarter-day,” { $said-text }.
        [6] “Ruin is no reason to forget an obligation,” { $said-text }.
        [7] “Should a neighbour pay you back in, remember who has the prior claim upon you,” { $said-text }.
        [8] “I begin to see where my money went,” { $said-text }.
       *[9] “Is there anything you have not lost, I wonder, besides my patience?” { $said-text }.
        }
   *[none] { $variant ->
        [0] “Courage; a neighbour’s card may yet bring you back,” { $said-text }.
        [1] “The dead have the best view of the table,” { $said-text }.
        [2] “It happens to the best of us,” { $said-text }.
        [3] “You bear it like a Roman,” { $said-text }.
        [4] “Fortune is a fickle mistress, and you have found her out,” { $said-text }.
        [5] “Pray do not despair,” { $said-text }. “Stranger things have happened at this table.”
        [6] “A sad end to a brave little heap,” { $said-text }.
        [7] “Keep your chair; the game is not done with you yet,” { $said-text }.
        [8] “We shall all follow you sooner or later,” { $said-text }, “all but one.”
       *[9] “Now you may watch the rest of us suffer at your leisure,” { $said-text }.
        }
    }

narrate-line-rose = { $variant ->
    [0] “I am alive again!” { $said-text }.
    [1] “Back from the grave, and not a moment too soon,” { $said-text }.
    [2] “I knew my neighbours would not abandon me,” { $said-text }.
    [3] “Risen, and obliged to my neighbour for once,” { $said-text }.
    [4] “I had quite given myself up,” { $said-text }.
    [5] “Am I truly among the living?” { $said-text }.
    [6] “Like Lazarus, I come forth,” { $said-text }. “Pray do not stare so.”
    [7] “You see what charity can do,” { $said-text }. “I am a new creature.”
    [8] “Who says the dead never return?” { $said-text }.
    [9] “Pray nobody congratulate me,” { $said-text }. “I may be dead again directly.”
    [10] “A counter!” { $said-text }. “I could kiss the hand that sent it.”
    [11] “I thank my neighbour, and I forgive the cards,” { $said-text }.
    [12] “Resurrection is a very agreeable sensation,” { $said-text }.
    [13] “Who would have thought so small a gift could feel so great?” { $said-text }.
    [14] “Here I am again, like a bad shilling,” { $said-text }.
    [15] “Make room, I beg; the living have need of their elbows,” { $said-text }.
    [16] “I had grown quite fond of the grave,” { $said-text }, “but this is a great deal better.”
    [17] “Now that I am in the game again, I mean to behave very differently,” { $said-text }.
    [18] “I am in again, and I intend to stay,” { $said-text }.
   *[19] “So my neighbour has a heart after all!” { $said-text }.
    }
narrate-reply-rose = { $bond-key ->
    [rivals] { $variant ->
        [0] “Do not grow used to it,” { $said-text }.
        [1] “The table was very quiet without you,” { $said-text }, “and I liked it.”
        [2] “A short reprieve, I dare say,” { $said-text }.
        [3] “Make the most of it; it was none of your doing,” { $said-text }.
        [4] “Charity is wasted on some people,” { $said-text }.
        [5] “And I had your epitaph ready,” { $said-text }.
        [6] “Back again?” { $said-text }. “Like the toothache.”
        [7] “Your neighbour will repent of it, I dare say,” { $said-text }.
        [8] “Enjoy your new life; it will be shorter than the old,” { $said-text }.
       *[9] “I see the grave would not have you either,” { $said-text }.
        }
    [courtship] { $variant ->
        [0] “I never doubted it for a moment,” { $said-text }.
        [1] “Then the evening is saved,” { $said-text }.
        [2] “I confess I was in despair on your account,” { $said-text }.
        [3] “Fortune has shown better taste at last,” { $said-text }.
        [4] “I have not seen a happier sight this evening,” { $said-text }.
        [5] “Now the candles burn brighter,” { $said-text }.
        [6] “Had my own card done it, I should be the proudest person in the room,” { $said-text }.
        [7] “You were only resting, I think, to make your return the more charming,” { $said-text }.
        [8] “Welcome back, and stay, I beg you,” { $said-text }.
       *[9] “Then I may breathe again,” { $said-text }.
        }
    [siblings] { $variant ->
        [0] “You were always lucky, and never deserved it,” { $said-text }.
        [1] “Now mind you keep it this time,” { $said-text }.
        [2] “Must you crow so?” { $said-text }. “You will wake the servants.”
        [3] “I suppose I must be glad of it,” { $said-text }. “It would look very odd in me not to be.”
        [4] “Do not thank your neighbour too prettily; it was only a card,” { $said-text }.
        [5] “Now we shall hear of nothing else all the way home,” { $said-text }.
        [6] “You need not look so smug; you were dead a moment ago,” { $said-text }.
        [7] “Alive again, and not a jot the wiser,” { $said-text }.
        [8] “Mind you do not lose them before I have finished being glad,” { $said-text }.
       *[9] “Our aunt will say it is the only clever thing you ever did,” { $said-text }.
        }
    [chaperone] { $variant ->
        [0] “Pray moderate your transports; they are not becoming,” { $said-text }.
        [1] “Sit up, then, and attend to your cards,” { $said-text }.
        [2] “You may be pleased, my dear, but not giddy,” { $said-text }.
        [3] “There, my dear; I knew Providence would not desert you,” { $said-text }.
        [4] “Thank your neighbour, my dear, and do not clap,” { $said-text }.
        [5] “There is no need to count them aloud,” { $said-text }.
        [6] “Let this be a lesson in gratitude, if not in prudence,” { $said-text }.
        [7] “Compose yourself; one does not rise from the dead with a squeal,” { $said-text }.
        [8] “Very well, but you are not to sit up late on the strength of it,” { $said-text }.
       *[9] “Good fortune is no excuse for a bad posture, my dear,” { $said-text }.
        }
    [debt] { $variant ->
        [0] “Then you may begin to think of what you owe me,” { $said-text }.
        [1] “I am glad of it, for my own sake as much as yours,” { $said-text }.
        [2] “Solvent again, I see,” { $said-text }. “I shall remember it.”
        [3] “Alive once more?” { $said-text }. “Then my hopes of payment revive with you.”
        [4] “And the counter that brought you back, I think, belongs by rights to me,” { $said-text }.
        [5] “You see how easy it is to receive; now learn to pay,” { $said-text }.
        [6] “A neighbour has paid you; I wonder you do not take the hint,” { $said-text }.
        [7] “Revived, are you?” { $said-text }. “So is my memory.”
        [8] “Do try to keep them longer than you kept my money,” { $said-text }.
       *[9] “Splendid; you are worth dunning again,” { $said-text }.
        }
   *[none] { $variant ->
        [0] “Welcome back among us,” { $said-text }.
        [1] “The dead are never quite dead at this game,” { $said-text }.
        [2] “We had begun to miss you,” { $said-text }.
        [3] “A very handsome recovery,” { $said-text }.
        [4] “Your neighbour has done you a kindness,” { $said-text }. “Pray do not forget it.”
        [5] “Such a recovery deserves a toast,” { $said-text }. “After supper.”
        [6] “There is hope for us all, then,” { $said-text }.
        [7] “Up from the dead, and none the worse for it,” { $said-text }.
        [8] “Keep a firm hold on them this time,” { $said-text }.
       *[9] “Well, that is a pretty turn,” { $said-text }.
        }
    }

narrate-line-lead = { $variant ->
    [0] “I begin to like this game,” { $said-text }.
    [1] “You see how it is,” { $said-text }. “The cards know their friends.”
    [2] “I shall be generous in victory,” { $said-text }.
    [3] “Nobody is to look at my heap; it makes me nervous,” { $said-text }.
    [4] “Is it possible I am the richest at the table?” { $said-text }.
    [5] “I would not boast for the world,” { $said-text }. “But do look at my counters.”
    [6] “Pray, does anybody else feel the want of counters?” { $said-text }.
    [7] “I always said I had a talent for chance,” { $said-text }.
    [8] “Now I understand why gentlemen ruin themselves at play,” { $said-text }.
    [9] “What am I to do with all these counters?” { $said-text }.
    [10] “I find myself at the head of the table, and I like the view,” { $said-text }.
    [11] “Somebody must teach me how to look modest behind so many counters,” { $said-text }.
    [12] “Am I to be envied at last?” { $said-text }.
    [13] “Fortune has chosen her favourite,” { $said-text }, “and I bow.”
    [14] “I feel quite like a nabob,” { $said-text }.
    [15] “My heap is the envy of the room, I perceive,” { $said-text }.
    [16] “Let nobody say I was born unlucky!” { $said-text }.
    [17] “I could almost pity the rest of you,” { $said-text }.
    [18] “Observe, I have not once complained of the cards,” { $said-text }.
   *[19] “The largest heap at the table is mine, and I am not in the least surprised,” { $said-text }.
    }
    .presumes = { $variant ->
        [10] long-table
       *[other] nothing
    }
narrate-reply-lead = { $variant ->
    [0] “The game, I fear, has not yet made up its mind about you,” { $said-text }.
    [1] “And they drop them at the first excuse,” { $said-text }.
    [2] “Pray be generous now, while you still can,” { $said-text }.
    [3] “Then you should not have built it so high,” { $said-text }.
    [4] “Possible, and I fear insufferable,” { $said-text }.
    [5] “I have looked,” { $said-text }, “and I am not at all alarmed.”
    [6] “Only the want of patience with you,” { $said-text }.
    [7] “A talent for chance?” { $said-text }. “You might as well boast a genius for the weather.”
    [8] “Then pray understand the rest of it before the night is out,” { $said-text }.
    [9] “Return them to the box, where they will come to no harm,” { $said-text }.
    [10] “They say in Paris that the highest heads are the soonest off,” { $said-text }.
    [11] “Cover them with your handkerchief,” { $said-text }, “and your blushes with them.”
    [12] “Envied, no; watched, certainly,” { $said-text }.
    [13] “She chooses a new one every deal,” { $said-text }, “and is faithful to none.”
    [14] “Then expect to be abused in the newspapers, as nabobs are,” { $said-text }.
    [15] “The room perceives nothing of the kind,” { $said-text }.
    [16] “Nobody will say it tonight, at least,” { $said-text }.
    [17] “Save your pity; you may want it for yourself,” { $said-text }.
    [18] “Nor would anybody, in your chair,” { $said-text }.
   *[19] “Then you are the only one here who is not,” { $said-text }.
    }

narrate-line-last-two = { $variant ->
    [0] “Well, { $other-name }, it is you and I,” { $said-text }.
    [1] “I had rather it were anybody but you, { $other-name },” { $said-text }.
    [2] “Shall we divide the box and go to supper?” { $said-text }.
    [3] “Now we shall see whose luck is the better,” { $said-text }.
    [4] “I give you fair warning, { $other-name }: I mean to win,” { $said-text }.
    [5] “It has come to a duel, { $other-name },” { $said-text }. “Choose your weapons.”
    [6] “Will you shake hands before the end?” { $said-text }.
    [7] “How very quiet the table has grown,” { $said-text }.
    [8] “{ $other-name }, I wish you every luck but the last,” { $said-text }.
    [9] “Do you not feel your heart beat, { $other-name }?” { $said-text }.
    [10] “Everybody else is dead, { $other-name }, and I find I do not miss them,” { $said-text }.
    [11] “Shall we be civil to the end, { $other-name }?” { $said-text }.
    [12] “The whole table is watching us, { $other-name }; let us give them a good show,” { $said-text }.
    [13] “I never thought to be left alone with you, { $other-name }, and at cards of all things,” { $said-text }.
    [14] “Whichever of us wins, { $other-name }, let the other bear it handsomely,” { $said-text }.
    [15] “Only the pair of us left,” { $said-text }, “and a box between.”
    [16] “The dead are all waiting for you to lose, { $other-name },” { $said-text }.
    [17] “Is this the moment to be magnanimous, { $other-name }, or the moment to be cruel?” { $said-text }.
    [18] “I have outlived them all, { $other-name }, all but you,” { $said-text }.
   *[19] “My hand trembles, { $other-name }, and I would not have you see it,” { $said-text }.
    }
narrate-reply-last-two = { $variant ->
    [0] “And I had hoped for better company,” { $said-text }.
    [1] “You flatter me,” { $said-text }. “I had rather it were nobody at all.”
    [2] “Divide it?” { $said-text }. “I mean to carry it off entire.”
    [3] “Luck has nothing to do with it; I have the better chair,” { $said-text }.
    [4] “Warning taken, and returned with interest,” { $said-text }.
    [5] “Then I choose patience,” { $said-text }, “which you never had.”
    [6] “After it, if you are still in a humour for it,” { $said-text }.
    [7] “The dead are polite enough to hold their tongues,” { $said-text }.
    [8] “How generous, when the last is all that signifies,” { $said-text }.
    [9] “Only with impatience to see you beaten,” { $said-text }.
    [10] “You will miss them presently, when you join them,” { $said-text }.
    [11] “Civil, by all means; merciful, never,” { $said-text }.
    [12] “I mean to give them a short one,” { $said-text }.
    [13] “Nor I,” { $said-text }. “It is the least agreeable solitude I ever knew.”
    [14] “I shall bear your defeat with perfect composure,” { $said-text }.
    [15] “A box that will not be between us long,” { $said-text }.
    [16] “The dead have no vote at this table,” { $said-text }.
    [17] “Be what you please; the cards will decide it,” { $said-text }.
    [18] “And I mean to outlive you by a card,” { $said-text }.
   *[19] “I see nothing but your counters,” { $said-text }, “and I mean to have them.”
    }

narrate-line-box-up = { $variant ->
    [0] “The box grows fat, and our hopes with it,” { $said-text }.
    [1] “Look how it fills,” { $said-text }. “Somebody will be rich tonight.”
    [2] “Everything goes in and nothing comes out,” { $said-text }.
    [3] “The box is eating us alive,” { $said-text }.
    [4] “Is the box to have all our counters, then?” { $said-text }.
    [5] “I never saw a box so greedy,” { $said-text }.
    [6] “The prize grows sweeter by the deal,” { $said-text }.
    [7] “Mark how the counters pile up in the middle,” { $said-text }.
    [8] “The box is growing stout upon our losses,” { $said-text }.
    [9] “Another handful into the pit,” { $said-text }.
    [10] “I begin to think the box is in league with the dealer,” { $said-text }.
    [11] “Does the box never pay anybody out?” { $said-text }.
    [12] “The middle of the table is richer than any of us,” { $said-text }.
    [13] “We are all feeding the same hungry mouth,” { $said-text }.
    [14] “The box has an appetite like an alderman,” { $said-text }.
    [15] “I should like to be the box,” { $said-text }.
    [16] “There go more counters into the common purse,” { $said-text }.
    [17] “What a sum is gathering in the middle!” { $said-text }.
    [18] “The box thrives while we dwindle,” { $said-text }.
   *[19] “If the box grows any heavier, the table will tip,” { $said-text }.
    }
narrate-reply-box-up = { $variant ->
    [0] “Your hopes, perhaps; mine grow thin,” { $said-text }.
    [1] “Somebody, yes,” { $said-text }, “and everybody else the poorer.”
    [2] “Like a lawyer’s purse,” { $said-text }.
    [3] “Let it eat; somebody will carve it at the end,” { $said-text }.
    [4] “All of them, in time; that is the whole beauty of the game,” { $said-text }.
    [5] “Nor a company so generous to it,” { $said-text }.
    [6] “And the losing of it bitterer,” { $said-text }.
    [7] “I have marked nothing else all evening,” { $said-text }.
    [8] “Stout enough to be worth the winning,” { $said-text }.
    [9] “And never a rope to climb out by,” { $said-text }.
    [10] “If it is, the dealer has not been told,” { $said-text }.
    [11] “Only to whoever turns a king, a queen or a knave,” { $said-text }, “and at the end to the survivor.”
    [12] “That is the way of all banks,” { $said-text }.
    [13] “And it will feed one of us handsomely at the end,” { $said-text }.
    [14] “Aldermen are generous at election time, and so will the box be at the end,” { $said-text }.
    [15] “You would soon be emptied,” { $said-text }.
    [16] “Common only until somebody makes it private,” { $said-text }.
    [17] “Gathering for whom, is the question,” { $said-text }.
    [18] “Wait for the end; it loses everything at once,” { $said-text }.
   *[19] “Then we shall all sit on the winner’s side,” { $said-text }.
    }
narrate-line-box-down = { $variant ->
    [0] “The box is wasting away,” { $said-text }.
    [1] “Somebody is robbing us of a fine prize,” { $said-text }.
    [2] “At this rate there will be nothing left to win,” { $said-text }.
    [3] “See how the box has shrunk,” { $said-text }.
    [4] “Who has been dipping into the box?” { $said-text }.
    [5] “I hope the box is not to be picked quite clean,” { $said-text }.
    [6] “Lighter by a good handful, I declare,” { $said-text }.
    [7] “Is it not vexing to see the prize dwindle so?” { $said-text }.
    [8] “The box has sprung a leak,” { $said-text }.
    [9] “The court cards have been generous to somebody,” { $said-text }.
    [10] “There is less to play for than there was,” { $said-text }.
    [11] “Is the box to be starved, then?” { $said-text }.
    [12] “The box looks quite pinched,” { $said-text }.
    [13] “Somebody has helped themselves to our prize!” { $said-text }.
    [14] “I liked the box better when it was fuller,” { $said-text }.
    [15] “The box has been bled like a patient,” { $said-text }.
    [16] “Fewer counters in the middle, and more in some lucky lap,” { $said-text }.
    [17] “What a pity, to see a fine box so reduced,” { $said-text }.
    [18] “The box gives, for once,” { $said-text }.
   *[19] “Is nobody going to put anything back?” { $said-text }.
    }
narrate-reply-box-down = { $variant ->
    [0] “Like a heroine in a novel,” { $said-text }. “It will recover in the last volume.”
    [1] “Robbery is a hard word for good fortune,” { $said-text }.
    [2] “Then we shall play for honour, which costs less,” { $said-text }.
    [3] “Boxes shrink and swell, like fortunes in the Funds,” { $said-text }.
    [4] “Fortune, with both hands,” { $said-text }.
    [5] “Clean or not, it will be fought for,” { $said-text }.
    [6] “Lighter boxes make shorter evenings,” { $said-text }.
    [7] “Vexing to you, perhaps; not to whoever drew them,” { $said-text }.
    [8] “A leak into somebody’s pocket, I observe,” { $said-text }.
    [9] “Courts were always generous to their favourites,” { $said-text }.
    [10] “And so less to grieve over when it goes,” { $said-text }.
    [11] “A little fasting will do it no harm,” { $said-text }.
    [12] “Pinched purses are the more carefully watched,” { $said-text }.
    [13] “Helped by the cards, and quite within the rules,” { $said-text }.
    [14] “So did the box, I dare say,” { $said-text }.
    [15] “Bleeding never did a patient any good, whatever the doctors say,” { $said-text }.
    [16] “Laps are not so safe as boxes,” { $said-text }.
    [17] “Reduced families do very well in Bath,” { $said-text }.
    [18] “Giving is not in its nature; it will have it all back,” { $said-text }.
   *[19] “Putting back is for the unlucky, and there will be plenty of them,” { $said-text }.
    }
narrate-line-box-flat = { $variant ->
    [0] “Nothing changes,” { $said-text }, “except the hour.”
    [1] “We might play till breakfast at this rate,” { $said-text }.
    [2] “Round and round it goes,” { $said-text }.
    [3] “I declare the box has not moved,” { $said-text }.
    [4] “Is the box asleep, do you think?” { $said-text }.
    [5] “Not a counter gained or lost by the box,” { $said-text }.
    [6] “How tedious a box that will not stir,” { $said-text }.
    [7] “Patience is the whole art of this game, it seems,” { $said-text }.
    [8] “The box keeps its own counsel,” { $said-text }.
    [9] “As much in the middle as before, neither more nor less,” { $said-text }.
    [10] “The box sits like a hen upon her eggs,” { $said-text }.
    [11] “Does the box never tire of waiting?” { $said-text }.
    [12] “The box is as steady as the Bank of England,” { $said-text }.
    [13] “What a well-behaved box it is,” { $said-text }.
    [14] “The box holds its ground like a Guardsman,” { $said-text }.
    [15] “I watch the box, and the box watches me,” { $said-text }.
    [16] “The box is like a sermon that never comes to the point,” { $said-text }.
    [17] “I suppose the box is saving itself for some great occasion,” { $said-text }.
    [18] “Is nothing ever to happen to that box?” { $said-text }.
   *[19] “How obstinately the box keeps its size!” { $said-text }.
    }
    .presumes = nothing
narrate-reply-box-flat = { $variant ->
    [0] “And the candles,” { $said-text }, “which are burning down.”
    [1] “Then ring for breakfast, and let us go on,” { $said-text }.
    [2] “Like the conversation at an assembly,” { $said-text }.
    [3] “Boxes, like dowagers, move only when they must,” { $said-text }.
    [4] “Only resting, like a cat before it springs,” { $said-text }.
    [5] “A more prudent banker than any in Lombard Street,” { $said-text }.
    [6] “Tedious?” { $said-text }. “I call it suspense.”
    [7] “Then you will never master it,” { $said-text }.
    [8] “A discreet box; I think the better of it,” { $said-text }.
    [9] “Then the fight is all among ourselves,” { $said-text }.
    [10] “And will hatch a fortune for somebody,” { $said-text }.
    [11] “Boxes have no nerves,” { $said-text }.
    [12] “The Bank stopped payment not so long ago, you will remember,” { $said-text }.
    [13] “Too well-behaved to be trusted,” { $said-text }.
    [14] “Even the Guards must march some time,” { $said-text }.
    [15] “And neither of you blinks,” { $said-text }.
    [16] “The point is coming, never fear,” { $said-text }, “and it will be sharp.”
    [17] “Every box has its great occasion, and it comes but once,” { $said-text }.
    [18] “Something will happen to it at the end: it will change hands,” { $said-text }.
   *[19] “It has learnt obstinacy from the company,” { $said-text }.
    }

narrate-line-won = { $variant ->
    [0] “I declare I never played a better game,” { $said-text }.
    [1] “I must beg everybody’s pardon,” { $said-text }, “but I cannot pretend to be sorry.”
    [2] “And I did nothing but turn up the cards,” { $said-text }.
    [3] “Who would have thought it?” { $said-text }.
    [4] “You must all come again and win it back,” { $said-text }.
    [5] “It is only chance, you know,” { $said-text }. “I claim no merit.”
    [6] “Is it really all mine?” { $said-text }.
    [7] “It shall go on a new pair of gloves,” { $said-text }.
    [8] “Pray do not all look at me so,” { $said-text }. “I could not help it.”
    [9] “Fortune has smiled on me, and I mean to smile back,” { $said-text }.
    [10] “The box is mine, and I shall sleep with it under my pillow,” { $said-text }.
    [11] “I hope nobody minds if I count it twice,” { $said-text }.
    [12] “Well!” { $said-text }. “I shall never speak ill of chance again.”
    [13] “I have outlived you all, like the last annuitant of a tontine,” { $said-text }.
    [14] “I owe it all to my neighbours, and I shall not give a farthing of it back,” { $said-text }.
    [15] “Shall I ring for more candles, so that you can all see it?” { $said-text }.
    [16] “Victory is a very pleasant thing; I wonder I never tried it before,” { $said-text }.
    [17] “Do not congratulate me all at once,” { $said-text }. “I should not know whom to answer.”
    [18] “I sat down with a modest heap, and I rise with the whole box,” { $said-text }.
   *[19] “There now,” { $said-text }. “Somebody had to win it, and it might as well be I.”
    }
narrate-reply-won = { $bond-key ->
    [rivals] { $variant ->
        [0] “Chance, and nothing else,” { $said-text }.
        [1] “Next time I shall sit in that chair,” { $said-text }.
        [2] “Enjoy it; you will not see its like again,” { $said-text }.
        [3] “I congratulate you,” { $said-text }. “There, it is said, and need not be said again.”
        [4] “The cards have no taste whatever,” { $said-text }.
        [5] “Pray do not make a speech,” { $said-text }.
        [6] “I shall have my revenge on Thursday,” { $said-text }.
        [7] “A box won by sitting still is nothing to boast of,” { $said-text }.
        [8] “Well, I hope it gives you more pleasure than it gives me,” { $said-text }.
       *[9] “I lost to the cards, mind, and not to you,” { $said-text }.
        }
    [courtship] { $variant ->
        [0] “Nobody deserved it more,” { $said-text }.
        [1] “Then I lost with pleasure,” { $said-text }.
        [2] “Fortune and I are agreed in our partiality,” { $said-text }.
        [3] “I would lose every box in England to see you look so,” { $said-text }.
        [4] “The box has found its proper owner,” { $said-text }.
        [5] “Let me carry it to your carriage, I beg,” { $said-text }.
        [6] “You have won the box; I only wish you had won something better worth your having,” { $said-text }.
        [7] “I shall remember this evening as long as I live,” { $said-text }.
        [8] “To see you triumph is worth every counter I had,” { $said-text }.
       *[9] “Now that you are rich, I hope you will not forget your humbler friends,” { $said-text }.
        }
    [siblings] { $variant ->
        [0] “You will be insufferable at breakfast,” { $said-text }.
        [1] “Then you can lend me something till quarter-day,” { $said-text }.
        [2] “Do not expect me to say you played well,” { $said-text }.
        [3] “The whole family will hear of it by the next post,” { $said-text }.
        [4] “I suppose you will want it told to the whole county,” { $said-text }.
        [5] “You cheated, I am sure of it, though I cannot think how,” { $said-text }.
        [6] “A share of that is mine by right of blood,” { $said-text }.
        [7] “Do not think this makes you the clever one of the family,” { $said-text }.
        [8] “Everybody always said you were born lucky,” { $said-text }, “and now there will be no living with you.”
       *[9] “Pray buy me something pretty with it, since you are so rich,” { $said-text }.
        }
    [chaperone] { $variant ->
        [0] “Put it away at once, and do not gloat,” { $said-text }.
        [1] “Very well; and now we are going home,” { $said-text }.
        [2] “Winning is all very well, my dear, but pray win quietly,” { $said-text }.
        [3] “I shall keep it for you until we are home,” { $said-text }.
        [4] “Do not count it at the table, my dear; it is not genteel,” { $said-text }.
        [5] “Thank the company, and say no more about it,” { $said-text }.
        [6] “You may be glad, my dear, but you need not show all your teeth,” { $said-text }.
        [7] “Luck is not a virtue, my dear, though it is a pleasant thing,” { $said-text }.
        [8] “We shall put it by for the circulating library,” { $said-text }.
       *[9] “Let us hope you show as much sense in the spending of it,” { $said-text }.
        }
    [debt] { $variant ->
        [0] “Then you can pay me what you owe,” { $said-text }.
        [1] “I know where some of that is going,” { $said-text }.
        [2] “How fortunate,” { $said-text }. “I had begun to despair of my money.”
        [3] “Pray set aside what is mine before you spend a farthing,” { $said-text }.
        [4] “I shall call upon you tomorrow morning, if it is convenient,” { $said-text }.
        [5] “Fortune has paid you; now you may pay me,” { $said-text }.
        [6] “I will take mine now, before it melts away,” { $said-text }.
        [7] “What a happy evening for us both,” { $said-text }. “You have won, and I shall be paid.”
        [8] “Allow me to congratulate you, and to remind you of a small matter between us,” { $said-text }.
       *[9] “Your creditors will drink your health tonight,” { $said-text }.
        }
   *[none] { $variant ->
        [0] “Excessively lucky,” { $said-text }, “excessively.”
        [1] “Supper, then, at last,” { $said-text }.
        [2] “I give you joy of it,” { $said-text }. “Nobody could grudge it you.”
        [3] “Fairly won, I am sure,” { $said-text }.
        [4] “You must teach us your secret,” { $said-text }, “if chance has any.”
        [5] “The box could not have fallen into better hands,” { $said-text }.
        [6] “Bravo!” { $said-text }. “A very pretty finish.”
        [7] “I shall tell everybody how it was done,” { $said-text }.
        [8] “You have the box, and we have the story; I think we have the better of it,” { $said-text }.
       *[9] “It is a long road to the whole box, and you have come to the end of it,” { $said-text }.
        }
    }

## The point of view

narrate-pov-in = { $variant ->
    [0] { $name } watched { $other-name } and said nothing, but drew the counters a little closer.
    [1] { $name } caught the eye of { $other-name } across the table, and looked away first.
    [2] It did not escape { $name } that { $other-name } was enjoying the evening rather too much.
    [3] { $name } thought of the box, and of the long way round the table still to go.
    [4] { $name }, for one, had stopped pretending not to count.
    [5] To { $name } the cards had begun to seem less like chance than like a judgement.
    [6] { $name } counted the heaps round the table and did not like what the counting showed.
    [7] Across the cloth { $name } saw { $other-name } smile, and resolved to remember it.
    [8] { $name } said little, but kept an eye on { $other-name } and another on the box.
    [9] For { $name } the evening had begun to turn on the fortunes of { $other-name } as much as on the cards.
    [10] { $name } could not yet decide which was the more provoking, the cards or { $other-name }.
    [11] Listening to { $other-name }, { $name } privately resolved to say as little as possible.
    [12] { $name } stacked and restacked the little heap, as if that could make it grow.
    [13] Something in the tone of { $other-name } put { $name } quite out of humour.
    [14] All the while { $name } kept one eye on the box and the other on the dealer’s hands.
    [15] Whether it was luck or fate, { $name } began to feel that the next card would decide everything.
    [16] It was all very well for { $other-name } to talk, { $name } thought.
    [17] { $name } would have given a good deal to know what { $other-name } was really thinking.
    [18] Under cover of the cloth, { $name } touched a lucky sixpence, and hoped.
    [19] To be still among the living was something, { $name } reflected, but it was not the box.
    [20] With every card that went round, { $name } liked { $other-name } a little less.
   *[21] A glass of negus stood at { $name }’s elbow, untasted since the play began.
    }
    .presumes = { $variant ->
        [11] spoken
        [13] spoken
        [16] spoken
        [1] apart
       *[other] nothing
    }
narrate-pov-out = { $variant ->
    [0] From among the dead, where there was nothing to do but look on, { $name } watched { $other-name } with great interest.
    [1] { $name }, having nothing to lose, found the game far more amusing to watch than to play.
    [2] Among the dead { $name } sat and waited for a kind neighbour, watching { $other-name }.
    [3] { $name } looked at the empty place on the cloth and thought how quickly it had all gone.
    [4] Dead as { $name } was, there was still the pleasure of watching { $other-name }.
    [5] { $name } sat back, out of the game for the present, and thought the company very foolish.
    [6] Out of the game, { $name } could at last give { $other-name } an undivided attention.
    [7] { $name } kept a ruined player’s privilege of saying what everybody else was thinking.
    [8] Nothing is so wise as a ruined player, and { $name } had advice for everyone, { $other-name } in particular.
    [9] { $name } followed the cards of { $other-name } with the air of a player who had nothing more to lose.
    [10] Without a counter left, { $name } watched { $other-name } and hoped for a generous neighbour.
    [11] The dead may at least look about them, and { $name } looked chiefly at { $other-name }.
    [12] It is a humbling thing to sit at a card-table with nothing to play, as { $name } now discovered.
    [13] { $name } took a dish of tea, since there was nothing else to take, and listened to { $other-name }.
    [14] Having leisure now, { $name } studied { $other-name } as a naturalist studies a beetle.
    [15] Every card that went round was a possible deliverance, and { $name } watched them all.
    [16] Only a neighbour’s payment could help { $name } now, and the neighbours seemed in no hurry to make it.
    [17] Sitting among the dead gave { $name } an excellent view of { $other-name }, and a great deal to say afterwards.
    [18] For the present { $name } was a mere looker-on, and a very attentive one.
   *[19] To { $name }, dead and at leisure, the remarks of { $other-name } seemed more foolish with every deal.
    }
    .presumes = { $variant ->
        [13] spoken
        [19] spoken
       *[other] nothing
    }




## The end

narrate-end-last-standing = { $variant ->
    [0] So { $name } was the last alive, and took the box: { $pool ->
        [0] nothing in it at the last
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }.
    [1] There was nobody left to play against { $name }, who took the box { $pool ->
        [0] empty as it was
        [one] with its one counter
       *[other] and its { WORDS($pool) } counters
        }.
    [2] And that was the end of it: { $name } alone held counters, and drew in the box { $pool ->
        [0] though there was nothing in it
        [one] with its last counter
       *[other] of { WORDS($pool) }
        }.
    [3] The last of the others fell, and the box came to { $name }, { $pool ->
        [0] empty
        [one] one counter in it
       *[other] { WORDS($pool) } counters in it
        }.
    [4] { $name } had outlived them all, and the box, { $pool ->
        [0] empty at the last
        [one] holding but one counter
       *[other] with { WORDS($pool) } counters in it
        }, was pushed across the cloth.
    [5] Nobody remained to dispute the box with { $name }, who gathered it in { $pool ->
        [0] empty as it was
        [one] with its solitary counter
       *[other] with its { WORDS($pool) } counters
        }.
    [6] Every other player had fallen silent, and { $name } took up the box { $pool ->
        [0] though it was empty
        [one] with a single counter in it
       *[other] with { WORDS($pool) } counters in it
        }.
    [7] The evening ended as evenings of Tontine end, with { $name } alone among the living and the box { $pool ->
        [0] empty
        [one] holding a single counter
       *[other] holding { WORDS($pool) } counters
        } drawn across the cloth.
    [8] Survivor of the whole company, { $name } reached for the box { $pool ->
        [0] and found it empty
        [one] and its last counter
       *[other] and its { WORDS($pool) } counters
        }.
    [9] When the last rival fell, the box passed to { $name } { $pool ->
        [0] with nothing in it
        [one] with a single counter in it
       *[other] with { WORDS($pool) } counters in it
        }.
    [10] Of the whole company only { $name } still held counters, and so the box was { $gender ->
        [female] hers
        [male] his
       *[other] theirs
        }: { $pool ->
        [0] an empty one, as it happened
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }.
    [11] Master of the table at last, { $name } took up a box that held { $pool ->
        [0] nothing at all
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }.
   *[12] Every rival was dead, and { $name }, the last alive, had the box { $pool ->
        [0] for what it was worth, which was nothing
        [one] and the single counter in it
       *[other] and the { WORDS($pool) } counters in it
        }.
    }
narrate-end-last-to-fall = { $variant ->
    [0] Every one still living fell in the same deal, and { $name }, the last of them to fall, took the box by the rule of the house: { $pool ->
        [0] nothing at all
        [one] one counter
       *[other] { WORDS($pool) } counters
        }.
   *[1] In the last deal they all fell together, but { $name } fell last, and so, by the house’s rule, the box was { $gender ->
        [female] hers
        [male] his
       *[other] theirs
        }: { $pool ->
        [0] empty
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }.
    }
narrate-end-deal-limit = { $variant ->
    [0] The agreed deals were played out, and { $name }, holding the most, took the box: { $pool ->
        [0] nothing
        [one] one counter
       *[other] { WORDS($pool) } counters
        }.
   *[1] The last agreed deal was done; { $name } had the tallest heap and the box with it, { $pool ->
        [0] empty as it was
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }.
    }
narrate-share-to = { $name }
narrate-end-shared-all-fell = { $variant ->
    [0] In the last deal every one still living fell together, and by the rule of the house the box of { $pool ->
        [one] one counter
       *[other] { WORDS($pool) } counters
        } was shared among { $names-list }.
   *[1] They all fell at once, and the box, { $pool ->
        [one] a single counter
       *[other] { WORDS($pool) } counters
        }, was divided between { $names-list } by the rule of the house.
    }
narrate-end-shared-deal-limit = { $variant ->
    [0] The agreed deals were played out with the richest tied, and the box of { $pool ->
        [one] one counter
       *[other] { WORDS($pool) } counters
        } was divided between { $names-list }.
   *[1] When the last agreed deal was done, { $names-list } had equal heaps, and shared the box of { $pool ->
        [one] one counter
       *[other] { WORDS($pool) } counters
        }.
    }

narrate-close = { $stake-key ->
    [debt] { $variant ->
        [0] { $name } thought of what was still owed, and smiled at { $other-name } as well as could be managed.
        [1] { $name } went home poorer, and lay awake a long while reckoning what was owed.
        [2] The debt would have to wait upon some kinder evening, { $name } reflected, watching { $other-name } gather in the box.
        [3] { $name } bowed to { $other-name } with creditable composure, and began to consider which creditor might be put off the longest.
        [4] { $name } spent the drive home composing a letter to a creditor, and tore it up in imagination at every turn of the road.
        [5] Watching { $other-name } count the box, { $name } reckoned that it would have paid everything, and a little over.
        [6] { $name } laughed as loud as anybody at supper, which those who knew how matters stood thought very brave.
        [7] The cards had settled nothing for { $name }, who must now apply to a rich uncle and sit through the sermon that came with the loan.
        [8] { $name } resolved upon economy, beginning tomorrow, and ate a very good supper in honour of the resolution.
       *[9] { $name } shook hands with { $other-name }, and thought with some bitterness that the box had gone where it was least wanted.
        }
    [pride] { $variant ->
        [0] { $name } said it was only a silly game, and was heard to say so several times before the carriage came.
        [1] { $name } congratulated { $other-name } very prettily, and did not sleep.
        [2] { $name } discovered, rather late, that Tontine was a game of mere chance and no test of anything at all.
        [3] { $name } smiled upon { $other-name } with great composure, and went home to be very cross with the coachman.
        [4] { $name } was heard to observe that one could hardly call it playing when the cards did everything.
        [5] { $name } offered { $other-name } a very small bow and a very large compliment, and meant neither.
        [6] { $name } spent supper explaining to anyone who would listen how nearly the box had been won.
        [7] For a week afterwards { $name } spoke of Tontine as a game fit only for children and curates.
        [8] { $name } bore the loss with dignity until the carriage door had closed, and then with none at all.
       *[9] { $name } demanded a revenge on the very next evening, and looked hard at { $other-name } in demanding it.
        }
    [gift] { $variant ->
        [0] { $name } would have to find the money for the intended gift some other way.
        [1] The gift would have to wait, { $name } reflected, watching { $other-name } count.
        [2] { $name } thought ruefully of the gift that was not now to be given, and wished { $other-name } a better use for the box.
        [3] Generosity, { $name } discovered, was easier to promise than to pay for out of a losing hand.
        [4] { $name } reflected that good intentions were a poor sort of present, and that somebody would have to be told so.
        [5] Somebody would go without, { $name } thought, because { $other-name } had turned the luckier cards.
        [6] { $name } resolved to make up the gift out of savings, and to say nothing of the cards.
        [7] { $name } watched the counters go to { $other-name }, and hoped without much confidence that some of them would find their way to a good cause.
        [8] Of all the losses of the evening, { $name } minded only the one that would fall upon somebody else.
       *[9] { $name } went home thinking less of the counters than of a face that would have lit up at the gift.
        }
    [wager] { $variant ->
        [0] { $name } thought of the wager, and of the person who would have to be told of it.
        [1] Somewhere a wager had been lost on { $name }’s account, and the loser would not be slow to say so.
        [2] { $name } resolved to have nothing more to do with wagers, a resolution that lasted very nearly to the end of supper.
        [3] { $name } watched { $other-name } gather in the box, and thought of the wager with a sinking heart.
        [4] { $name } reckoned on the way home what the wager would cost, and then reckoned it again in the hope of a different answer.
        [5] { $name } wished { $other-name } joy, and wondered how soon the news would reach the other party to the wager.
        [6] The wager was lost, and { $name } had the comfort of knowing that it had been lost to pure chance, which is no comfort at all.
        [7] { $name } paid the wager in imagination that very night, and in fact some weeks later.
        [8] There would be crowing somewhere over the wager, { $name } knew, and it would not be modest crowing.
       *[9] { $name } congratulated { $other-name } with half a mind, and with the other half drafted excuses for the wager.
        }
    [habit] { $variant ->
        [0] { $name } only asked when they should play again.
        [1] { $name } was already proposing another evening before the counters were put away.
        [2] Win or lose, it was all the same to { $name }, who had the pack shuffled again before { $other-name } had done counting.
        [3] { $name } took the loss as a farmer takes a wet harvest, certain that there would be another season.
        [4] { $name } hardly noticed the loss, being already engaged for cards at another house on the morrow.
        [5] { $name } began at once to square the pack, as from long custom, and to ask who would make up a table on Thursday.
        [6] Losing was nothing new to { $name }, who had done it oftener than anybody in the county, and with better grace.
        [7] { $name } said that Tontine would do very well for a change, but that nothing would ever be like quadrille.
        [8] { $name } congratulated { $other-name }, and absently put the pack in a pocket, out of habit, until a servant came asking for it.
       *[9] To { $name } the evening was merely one more in a long row of evenings at cards, and none the worse for having been lost.
        }
   *[nothing] { $variant ->
        [0] { $name } had lost nothing that signified, and had seen a great deal.
        [1] { $name } went down to supper thinking that it had been a very curious evening.
        [2] { $name } wished { $other-name } joy with perfect sincerity, having risked nothing but an evening.
        [3] { $name } rose from the table lighter by a few counters and richer by a great deal of observation.
        [4] { $name } had watched more than played, and went home with a great deal to tell.
        [5] { $name } thought the game a very foolish one, and hoped to be asked to play it again.
        [6] { $name } shook hands with { $other-name }, and owned that Tontine was a better game than its name.
        [7] The evening had cost { $name } a few counters and a great deal of laughter, which seemed a fair exchange.
        [8] { $name } sought out { $other-name } at supper, and asked with real curiosity how it felt to win a Tontine.
       *[9] It was not until the carriages were called that { $name } remembered having lost at all.
        }
    }
narrate-close-won = { $stake-key ->
    [debt] { $variant ->
        [0] What was owed would be paid after all, and { $name } slept very well that night.
        [1] { $name } did not say what the winnings were for, but looked years younger.
        [2] { $name } gathered in the box with the air of a person whose creditors had that moment been paid in full.
        [3] There would be no more dreading the post now, and { $name } laughed aloud at nothing in particular.
        [4] { $name } counted the winnings over and over, each time against a different bill.
        [5] { $name } put the counters away with a look of such relief that the whole table guessed the reason, and was too polite to say so.
        [6] { $name } went home that night without once looking over a shoulder for a dun.
        [7] { $name } could have embraced the box, and very nearly did.
        [8] Fortune, which had lent { $name } nothing all the year, had paid it back with interest in one evening.
       *[9] { $name } thought with great contentment of the tradesmen’s faces in the morning.
        }
    [pride] { $variant ->
        [0] { $name } had said all along that it would be so.
        [1] { $name } took care that every one should see the box carried away.
        [2] { $name } received the congratulations of the table as no more than was due.
        [3] { $name } let it be understood that skill had had much to do with it, though there is no skill in Tontine whatever.
        [4] { $name } accepted the box as a general accepts a sword.
        [5] { $name } was pleased to explain how it had been done, though nobody had asked and nothing had been done.
        [6] The town would hear of it by morning, { $name } made sure, and from more than one mouth.
        [7] { $name } looked round the table for anybody who had doubted, and found several.
        [8] { $name } carried the box in to supper like a trophy of war, and set it down where everybody could see it.
       *[9] { $name } owned, with great modesty, that it had been very well played, and said so again at intervals until the carriages came.
        }
    [gift] { $variant ->
        [0] The gift would be made in the morning, and { $name } could think of nothing else.
        [1] { $name } had the gift in mind, and was the happiest person in the room.
        [2] { $name } swept up the box as if it belonged already to somebody else, as indeed it did.
        [3] { $name } had never won anything with so easy a conscience, for not a counter of it was to be kept.
        [4] { $name } had spent the box over and over in imagination before it was fairly won, and every time on somebody else.
        [5] { $name } tied up the winnings in a handkerchief, as if they were too precious for a purse, being meant for another.
        [6] For once fortune and kindness had gone hand in hand, and { $name } said so with shining eyes.
        [7] The losers felt a little better for knowing where the box was going; { $name } felt better still.
        [8] { $name } asked the company to wish the gift well, and the company did so with a good grace.
       *[9] { $name } went home planning how the gift should be given, and quite forgot to eat any supper.
        }
    [wager] { $variant ->
        [0] The wager was won, and { $name } could hardly wait to have it known.
        [1] { $name } was already composing the letter about the wager.
        [2] { $name } gathered in the box with the particular satisfaction of winning at the table and off it together.
        [3] { $name } said nothing of the wager, but it was plain that it would be talked of for a month.
        [4] Somewhere a wager would be paid in the morning, and { $name } meant to be there to see it.
        [5] { $name } swept up the box, and began at once to consider how the winnings of the wager should be spent.
        [6] The wager had been a foolish one, { $name } allowed, but it was very pleasant to have won it.
        [7] { $name } had backed fortune, and for once fortune had paid.
        [8] Those who had wagered against { $name } would hear of it before breakfast.
       *[9] { $name } drank to the wager at supper, and to the cards, and to everybody who had doubted.
        }
    [habit] { $variant ->
        [0] { $name } asked directly when they should play again.
        [1] { $name } swept the counters together as if it happened every night.
        [2] { $name } took the winnings as a matter of course, and was calling for a fresh pack before the table had risen.
        [3] To { $name } the victory mattered less than the certainty of another evening like it.
        [4] { $name } received the box with a nod, as other people receive the newspaper.
        [5] Winning, to { $name }, was merely the pleasantest way of making sure of another invitation.
        [6] { $name } put the winnings away in a purse worn thin by a lifetime of cards.
        [7] { $name } sat on at the empty table after the others had risen, shuffling from pure habit.
        [8] { $name } pronounced Tontine a very tolerable game, and added it at once to the regular amusements of the week.
       *[9] Nobody was less surprised by the win than { $name }, who had long ago stopped being surprised by anything at cards.
        }
   *[nothing] { $variant ->
        [0] { $name } had not cared to win, and so of course had won.
        [1] { $name } laughed, and said the supper should be on the box.
        [2] { $name } looked at the heap of counters in some surprise, as at a present from a stranger.
        [3] { $name } accepted the box with a bow, and said that fortune must have mistaken the address.
        [4] { $name } had wanted only an evening’s amusement, and had the whole box besides, which seemed very hard on everybody else.
        [5] { $name } pushed a few counters back across the cloth for the servants’ box, and said it had been a capital game.
        [6] { $name } declared that luck was a very pretty thing, and that it ought to be more evenly shared.
        [7] { $name } was the richest person in the room, and very nearly the most embarrassed by it.
        [8] { $name } thanked the company very prettily, as though they had given up the box on purpose.
       *[9] { $name } was still laughing at the oddity of it when the candles were put out.
        }
    }
narrate-close-shared = { $variant ->
    [0] Nobody was quite satisfied, which { $name } thought the fairest outcome of all.
    [1] { $name } said that a shared box was the most sociable ending a game could have.
    [2] And so they went down to supper, every one a little richer or a little poorer, and { $name } the most thoughtful of them.
    [3] { $name } remarked that fortune, unable to choose, had shown more sense than usual.
    [4] A divided box, { $name } observed, was like a divided pudding: everybody had some, and nobody enough.
    [5] The counting out of the shares took longer than some of the deals, and { $name } watched it with great interest.
    [6] { $name } went home persuaded that Tontine was the most equitable game in the world, and perhaps the dullest.
    [7] There was a good deal of arithmetic at the end, and { $name } was appealed to by everybody to settle it.
    [8] So the box was shared, and { $name } said that it put one in mind of a will read out to a roomful of cousins.
   *[9] { $name } thought the ending a great deal more polite than the game had been.
    }

narrate-break-off = { $variant ->
    [0] Here the party rose, the game unfinished and the box still on the table.
   *[1] There the record of the evening breaks off, with the game still undecided.
    }

narrate-begin-lot = { $variant ->
    [0] Lots were drawn for the deal, and the lot fell upon { $name }, who took up the pack.
    [1] They drew lots for the first deal; it went to { $name }.
    [2] The lot gave the first deal to { $name }, and the play began.
    [3] { $name } drew the lot to deal first.
    [4] Chance, by way of a drawn lot, put the pack in { $name }’s hands.
    [5] It was { $name } whom the lot named to deal.
    [6] When the lots were drawn, the deal was { $name }’s.
    [7] A lot was drawn; { $name } dealt.
    [8] { $name } won the draw for the deal and gathered up the pack.
    [9] Drawing lots, the company made { $name } the first dealer.
    [10] The pack went, by lot, to { $name }.
    [11] Of all the lots, { $name }’s was the one that gave the deal.
    [12] The lots were cast, and the pack was handed to { $name }.
    [13] It was settled by lot, as such things are, that { $name } should deal.
    [14] The drawing of lots ended in { $name }’s favour, and the cards were passed across.
   *[15] Each drew in turn, and the lot went to { $name }, who began to shuffle.
    }
narrate-begin-fan = { $variant ->
    [0] The places were drawn from a fan of cards laid out against a matching fan held face down; { $name } drew the king, and with it the deal.
    [1] Each drew a place from a fan of cards, as the custom was, and the king, with the first deal, fell to { $name }.
   *[2] A fan of cards was spread for the places, and { $name }, who drew the king, had the deal.
    }
    .presumes = { $variant ->
        [0] drawn-seats
        [1] drawn-seats
        [2] drawn-seats
       *[other] nothing
    }

narrate-other-one = { $variant ->
    [0] { $names } made up the table.
   *[1] The last chair was taken by { $names }.
    }
    .presumes = nothing

## Between the beats: a passage of time, told through the people met, without counts.
## narrate-pass-hour tells the clock ($hour: one to twelve).

narrate-pass-hour = { $variant ->
    [0] The clock on the chimney-piece struck { WORDS($hour) }.
    [1] Somewhere in the house a clock was striking { WORDS($hour) }.
    [2] It was { WORDS($hour) } o’clock before anybody thought to look.
    [3] At { WORDS($hour) } fresh candles were brought in.
    [4] The tea-tray came in at { WORDS($hour) }, and was hardly noticed.
    [5] By { WORDS($hour) } the room had grown very warm.
    [6] The hall clock told { WORDS($hour) }, and nobody heeded it.
    [7] Someone remarked that it was past { WORDS($hour) }.
    [8] { WORDS($hour) } o’clock came, and the play went on.
    [9] A servant came to see to the candles at { WORDS($hour) }.
    [10] The hour of { WORDS($hour) } found them still at it.
    [11] When next anyone looked at the clock, it was { WORDS($hour) }.
    [12] At { WORDS($hour) } wine and biscuits were handed round.
    [13] Towards { WORDS($hour) } the talk grew louder and the play quicker.
    [14] By the time the clock said { WORDS($hour) }, nobody had stirred from the table.
   *[15] It was getting on for { WORDS($hour) }, though no one at the table would have believed it.
    }
    .presumes = { $variant ->
        [10] after
        [11] after
       *[other] nothing
    }
narrate-pass-quiet = { $variant ->
    [0] For a while nobody fell, and the talk wandered to other things.
    [1] Several deals went round without mishap.
    [2] There followed a spell in which fortune seemed content to look on.
    [3] The cards went round and round, and nobody was much the worse.
    [4] A run of harmless cards followed, and the company grew talkative.
   *[5] For some time the play went on with nothing worse than sighs.
    }
narrate-pass-thin = { $variant ->
    [0] Meanwhile the weaker heaps gave out, one after another.
    [1] Over the next deals several of the company quietly joined the dead.
    [2] The table grew thinner as the small heaps melted away.
    [3] One by one, players of no great fortune were obliged to sit out.
    [4] Deal followed deal, and each seemed to take someone from the table.
   *[5] Chairs were pushed back, one by one, by those who had nothing left.
    }
    .presumes = { $variant ->
        [0] after
       *[other] nothing
    }
narrate-pass-churn = { $variant ->
    [0] For a time the dead and the living kept changing places.
    [1] There followed a giddy stretch of deaths and resurrections, and nobody could keep the count.
    [2] Aces and deuces went to and fro, and the ranks of the dead filled and emptied by turns.
    [3] Several who had sat out were paid back in, and others took their places.
   *[4] The next deals were all confusion: a fall here, a rising there.
    }
narrate-pass-fell = { $variant ->
    [0] In the course of the next deals { $name } was ruined, without anybody quite seeing how.
    [1] Before long { $name } had paid away the last counter and gone to sit with the dead.
    [2] It was in this interval that { $name } fell, with more composure than anyone had expected.
    [3] { $name } held out for some time, but at length paid away { $gender ->
        [female] her
        [male] his
       *[other] the
        } last counter.
    [4] At some turn of those deals { $name } was stripped of everything.
    [5] By degrees the heap before { $name } dwindled, and then it was gone.
    [6] Not long afterwards { $name } was among the dead.
    [7] Then it was { $name }’s turn to pay away the last.
    [8] The next deals ruined { $name }.
    [9] { $name } lasted a few deals more, and then no longer.
    [10] In time { $name } too had nothing left.
    [11] The dead were joined, a little later, by { $name }.
    [12] Somewhere in those deals the luck deserted { $name } altogether.
    [13] { $name } went to the wall in the course of those deals.
    [14] When the company next looked that way, { $name } had nothing left at all.
    [15] Meanwhile the last of { $name }’s counters had gone, a few at a time.
    [16] Little by little, and then all at once, { $name } was ruined.
    [17] Ill luck followed { $name } from deal to deal, until there was nothing left to lose.
    [18] Among the next to fall was { $name }.
    [19] { $name } played on bravely for a while, but the cards would not be persuaded, and { $gender ->
        [female] she was soon among the dead
        [male] he was soon among the dead
       *[other] soon nothing was left
        }.
    [20] The dead had a new companion in { $name } before long.
   *[21] There was no saving { $name }, and within a few deals the last counter was gone.
    }
    .presumes = { $variant ->
        [2] after
        [4] after
        [6] after
        [7] after
        [10] after
        [11] after
        [12] after
        [13] after
        [14] after
        [15] after
        [18] after
       *[other] nothing
    }
narrate-pass-fell-two = { $variant ->
    [0] { $name } and { $other-name } both fell in the deals that followed.
    [1] The next deals carried off { $name }, and soon afterwards { $other-name }.
    [2] First { $name } was ruined, then { $other-name }, and the dead grew in number.
    [3] Neither { $name } nor { $other-name } outlasted the next round of deals.
    [4] In those deals { $name } was ruined, and { $other-name } not long after.
    [5] The dead were joined first by { $name }, then by { $other-name }.
    [6] Neither fortune lasted: { $name } and { $other-name } were both ruined before long.
    [7] { $name } went first; { $other-name } soon followed.
    [8] Two more were lost in the interval, { $name } and { $other-name }.
    [9] By the time anyone counted again, { $name } and { $other-name } had nothing left.
    [10] The next deals were unkind to { $name } and to { $other-name }, and both ended among the dead.
    [11] { $other-name } outlasted { $name } by only a few deals.
    [12] Then { $name } was ruined, and after that { $other-name }.
    [13] In the interval the dead received { $name } and { $other-name } into their company.
    [14] Those deals cost the table { $name } and { $other-name } alike.
    [15] { $name } was ruined in the meantime, and so was { $other-name }.
    [16] Meanwhile the cards had made an end of { $name } and of { $other-name }.
    [17] Luck turned against { $name } and { $other-name } alike, and soon neither had a counter to show.
    [18] When the heaps were next looked over, there was none before { $name }, and none before { $other-name }.
    [19] Both { $name } and { $other-name } were among the dead when next the table took notice.
    [20] The dead gained { $name } and { $other-name } over the next deals.
    [21] It was the end, for the present, of { $name } and { $other-name } both.
    [22] A run of small cards did for { $name } and { $other-name }.
    [23] { $other-name } and { $name } were stripped of everything in the course of those deals.
    [24] Before many more deals had gone round, { $name } and { $other-name } were sitting among the dead.
   *[25] Whatever the cards had against { $name } and { $other-name }, they pressed it home in those deals.
    }
    .presumes = { $variant ->
        [4] after
        [8] after
        [9] after
        [12] after
        [13] after
        [14] after
        [15] after
        [16] after
        [18] after
        [19] after
        [25] after
       *[other] nothing
    }
narrate-pass-rose = { $variant ->
    [0] Meanwhile a neighbour’s card had paid { $name } back into the game.
    [1] In the interval { $name } was restored to the living, by nobody’s design.
    [2] A lucky payment, before long, brought { $name } back to the table.
    [3] Somebody’s ace, a little later, set { $name } among the players again.
    [4] { $name }, who had been given up, was back at play before long.
    [5] Later a payment nobody much remarked put { $name } back into the game.
    [6] Then { $name } came back to life, on a neighbour’s card.
    [7] The dead lost { $name } to the living again soon after.
    [8] { $name } had counters once more by the next deals.
    [9] Before long the dead were one fewer: { $name } was playing again.
    [10] A neighbour’s payment, unlooked for, restored { $name }.
   *[11] It was not the end of { $name } after all: a counter came back.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [3] after
        [5] after
        [6] after
        [7] after
       *[other] nothing
    }
narrate-pass-lead = { $variant ->
    [0] All this while the heap before { $name } had been growing, until it was the tallest at the table.
    [1] By then { $name } had quietly become the richest player present.
    [2] When anyone troubled to look, { $name } was found to lead the table.
    [3] Little by little { $name } drew ahead of everyone.
    [4] It was noticed about then that { $name } had more counters than anybody.
    [5] The richest heap at the table was, by then, { $name }’s.
    [6] { $name } had drawn ahead of the rest in the meantime.
    [7] Without anybody’s remarking it, { $name } had come to lead.
    [8] Those deals made { $name } the richest at the table.
    [9] It was { $name }, now, who had most to lose.
    [10] Slowly the counters gathered before { $name }, until no one had more.
   *[11] The lead had passed, meanwhile, to { $name }.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [4] after
        [5] after
        [6] after
        [8] after
        [11] after
       *[other] nothing
    }

## How a question is asked, by temper (the line before it ends in a question mark).

narrate-asked-lively = { $variant ->
    [0] cried { $name }, laughing
    [1] asked { $name } gaily
    [2] demanded { $name }, all eagerness
    [3] asked { $name }
    [4] cried { $name }
   *[5] asked { $name } eagerly
    }
    .presumes = { $variant ->
        [0] cry
        [4] cry
       *[other] nothing
    }
narrate-asked-sharp = { $variant ->
    [0] asked { $name } drily
    [1] inquired { $name }, with some asperity
    [2] demanded { $name }
    [3] asked { $name }
    [4] asked { $name } shortly
   *[5] inquired { $name } coolly
    }
narrate-asked-timid = { $variant ->
    [0] asked { $name } softly
    [1] ventured { $name }
    [2] asked { $name }, hardly above a whisper
    [3] asked { $name }
    [4] asked { $name } in a small voice
   *[5] faltered { $name }
    }
narrate-asked-grave = { $variant ->
    [0] asked { $name } gravely
    [1] inquired { $name }
    [2] asked { $name }, with great seriousness
    [3] asked { $name }
    [4] asked { $name } slowly
   *[5] asked { $name }, after a pause
    }
narrate-asked-vain = { $variant ->
    [0] asked { $name }, with a glance at the glass
    [1] inquired { $name } of the room in general
    [2] asked { $name }, arranging a sleeve
    [3] asked { $name }
    [4] asked { $name } airily
   *[5] asked { $name }, with a glance to see who was listening
    }
narrate-asked-easy = { $variant ->
    [0] asked { $name } comfortably
    [1] asked { $name }
    [2] wondered { $name }, smiling
    [3] asked { $name } mildly
   *[4] asked { $name } cheerfully
    }

## How the one who fell bore it, by temper; how the table took a rising. Each begins with a comma.

narrate-tail-fall-lively = { $variant ->
    [0] , and laughed loudest of anyone
    [1] , with a comic groan
    [2] , declaring it the best joke of the evening
    [3] , and called for a glass of negus to drown the sorrow
   *[4] , and took it as a capital joke
    }
narrate-tail-fall-sharp = { $variant ->
    [0] , with a look that blamed the whole table
    [1] , and said something cutting about the pack
    [2] , tight-lipped
    [3] , and remarked that the cards had been ill shuffled
   *[4] , with a very sour face
    }
narrate-tail-fall-timid = { $variant ->
    [0] , with a little gasp
    [1] , and seemed glad to be out of it
    [2] , colouring to the ears
    [3] , almost in tears
   *[4] , and sat back to look on
    }
narrate-tail-fall-grave = { $variant ->
    [0] , with the air of one hearing a will read
    [1] , and bowed to fortune as to a magistrate
    [2] , without a change of countenance
    [3] , as though it had been foreseen
   *[4] , and folded both hands upon the table
    }
narrate-tail-fall-vain = { $variant ->
    [0] , and affected not to mind it in the least
    [1] , with a lofty look at the ceiling
    [2] , and smoothed a ruffled cuff
    [3] , protesting that it was all the same
   *[4] , and looked to see who had noticed
    }
narrate-tail-fall-easy = { $variant ->
    [0] , with a shrug and a smile
    [1] , and bore it very well
    [2] , perfectly content
    [3] , and said it was only fair
   *[4] , and settled back to watch the rest
    }
narrate-tail-rise = { $variant ->
    [0] , to general applause
    [1] , amid cries of welcome
    [2] , to the great amusement of the company
    [3] , and there was a little cheer
    [4] , much to everybody’s surprise
    [5] , which nobody had looked for
    [6] , to the visible annoyance of somebody further down
    [7] , and the dead were one the fewer
   *[8] , to a clapping of hands
    }

## The rules told by someone at the table, in parts: who takes it on; the court cards, with the tag;
## then, in one speech, the small cards, the three that pay the neighbours, and death. Each part is
## worded its own way, so no two tellings give the same speech.

narrate-rules-intro = { $variant ->
    [0] { $name } undertook to explain the game.
    [1] It fell to { $name } to tell the rules, which was done briskly.
    [2] { $name } had played it in town, and explained it with great patience.
    [3] The rules were given out by { $name }, who had them from a friend in the country.
    [4] { $name } had the rules by heart, and was very willing to share them.
    [5] Nobody else would own to knowing the game, and so { $name } explained it.
    [6] { $name } drew the candles nearer, and took the company through the game.
    [7] Somebody had to explain the game, and { $name } was the quickest to offer.
    [8] { $name } consented, after a decent show of reluctance, to instruct the company.
    [9] { $name }, who had read the game described in the Sporting Magazine, was only too happy to expound it.
    [10] Squaring the pack with great deliberation, { $name } began upon the rules.
    [11] { $name } called the table to order, { $gender ->
        [female] tapping her fan upon the cloth
        [male] rapping his snuff-box upon the cloth
       *[other] rapping a counter upon the cloth
        }, and gave out the rules.
    [12] The task of explaining fell, as such tasks will, upon { $name }.
    [13] { $name } was begged to explain the game, and needed very little begging.
    [14] With a little cough and a great air of authority, { $name } set out the rules.
   *[15] { $gender ->
        [female] Laying down her fan, { $name } explained the game to those who did not know it.
        [male] Setting down his glass, { $name } explained the game to those who did not know it.
       *[other] Setting down a glass, { $name } explained the game to those who did not know it.
        }
    }
narrate-rules-court = { $variant ->
    [0] “A king takes { WORDS($king) } counters from the box, a queen { WORDS($queen) }, a knave { WORDS($knave) },” { $said-text }.
    [1] “The court cards draw from the box: the king { WORDS($king) }, the queen { WORDS($queen) }, the knave { WORDS($knave) },” { $said-text }.
    [2] “Turn up a king and you help yourself to { WORDS($king) } counters; a queen gives you { WORDS($queen) }, a knave { WORDS($knave) },” { $said-text }.
    [3] “You turn one card, and it tells you what to do,” { $said-text }. “A king draws { WORDS($king) } from the box, a queen { WORDS($queen) }, a knave { WORDS($knave) }.”
    [4] “Nothing could be simpler,” { $said-text }, laying out the court cards. “These take from the box, the king most and the knave least.”
    [5] “It is all chance and no skill, which is its charm,” { $said-text }. “The kings, queens and knaves are the lucky cards: they take from the box.”
    [6] “Only mind the card you are dealt,” { $said-text }. “The picture cards are paid out of the box, { WORDS($king) } for a king, { WORDS($queen) } for a queen, { WORDS($knave) } for a knave.”
    [7] “Court cards first, as they outrank the rest,” { $said-text }. “A king is paid { WORDS($king) } out of the box, a queen { WORDS($queen) }, and a knave { WORDS($knave) }.”
    [8] “Pray attend, for this is the agreeable part,” { $said-text }. “Whoever turns a king may take { WORDS($king) } counters from the box, a queen { WORDS($queen) }, and a knave just { WORDS($knave) }.”
    [9] “Like the court at St James’s, the court cards live upon the public purse,” { $said-text }. “A king takes { WORDS($king) } from the box, a queen { WORDS($queen) }, a knave { WORDS($knave) }.”
    [10] “Observe that the court cards alone are paid by the box, and according to their rank,” { $said-text }. “The king receives { WORDS($king) } counters, the queen { WORDS($queen) }, the knave { WORDS($knave) }.”
    [11] “Whoever turns up a picture card is in luck,” { $said-text }, “for kings, queens and knaves are all paid out of the box, and the greater the card, the greater the payment.”
    [12] “Begin with the court cards, for they are the pleasantest,” { $said-text }. “Whoever turns up a king draws { WORDS($king) } from the box; for a queen it is { WORDS($queen) }, and for a knave { WORDS($knave) }.”
    [13] “Everything turns upon the card you are dealt,” { $said-text }. “Should it be a king, the box owes you { WORDS($king) } counters; a queen, { WORDS($queen) }; a knave, { WORDS($knave) }.”
    [14] “Kings, queens and knaves are the fortunate cards,” { $said-text }, “and draw upon the box according to their degree, { WORDS($king) }, { WORDS($queen) } and { WORDS($knave) }.”
   *[15] “The box is a sort of bank,” { $said-text }, “and only the court cards may draw upon it: a king for { WORDS($king) } counters, a queen for { WORDS($queen) }, a knave for { WORDS($knave) }.”
    }
narrate-rules-small = { $variant ->
    [0] the small cards pay in, the even ones { WORDS($high) } apiece and the odd ones a single counter.
    [1] a four, a six or an eight puts { WORDS($high) } into the box; a five, a seven or a nine only { WORDS($low) }.
    [2] the little cards are the box’s: the even ones feed it twice what the odd ones do.
    [3] from the four to the nine, an even card pays in double and an odd card single.
    [4] with a small card you pay, and more for an even one than an odd.
    [5] the fours, sixes and eights are dearest of the small cards, and the fives, sevens and nines cheapest; all of them pay in.
    [6] every card from the four to the nine is a loser, and must pay into the box: { WORDS($high) } counters if it be even, { WORDS($low) } if it be odd.
    [7] the middling cards pay their dues into the box, { WORDS($high) } for an even card and { WORDS($low) } for an odd.
    [8] the common run of cards, the four to the nine, is taxed like windows: an even card pays { WORDS($high) } into the box, and an odd card { WORDS($low) }.
    [9] as for the small cards from the four to the nine, they must all pay into the box, and the even ones pay double what the odd ones do.
    [10] the cards from the four to the nine, on the other hand, are debtors to the box, the even cards for { WORDS($high) } and the odd for { WORDS($low) }.
   *[11] turn a four, a six or an eight, and you owe the box { WORDS($high) }; turn a five, a seven or a nine, and it costs you { WORDS($low) }.
    }
narrate-rules-left = { $variant ->
    [0] An ace, a deuce or a trey pays as many counters as it has pips to a neighbour on your left, as many places along; and a ten does nothing whatever.
    [1] The ace, the deuce and the trey pay to the left: the ace to your neighbour, the deuce to the one beyond, the trey to the one beyond that. The ten lies still.
    [2] With an ace you pay your left-hand neighbour, with a deuce the second on your left, with a trey the third, and always a counter for every pip. A ten, nothing at all.
    [3] Aces, deuces and treys are paid along the table to the left, as far and as much as their pips. The ten is a holiday.
    [4] The three smallest cards pay a neighbour, not the box: so many counters, so many chairs to the left. Of the ten there is nothing to say.
    [5] Your ace, deuce or trey is a gift to the neighbours on your left: a counter for each pip, carried as many chairs along as there are pips. The ten is neither here nor there.
    [6] Now the ace, deuce and trey: these pay to the left, a counter a pip and a chair a pip. The ten stands fast.
    [7] As to the ace, deuce and trey, they pay along the table to the left, and their pips govern both the sum and the distance. The ten, I need hardly add, does nothing at all.
    [8] Should you turn an ace, you give a counter to whoever sits on your left; a deuce pays the second chair along and a trey the third, a counter for every pip. A ten you may simply lay down, for it asks nothing.
    [9] Charity begins, at this table, with the ace, deuce and trey: each bestows a counter for every pip it shows upon the neighbour as many chairs away on the left. The ten is the only idler in the pack.
    [10] Mark, next, the ace, deuce and trey: each pays as many counters as it has pips, and to the neighbour on your left who sits as many places off. The ten is a blank.
    [11] Lowest of all are the ace, deuce and trey, and they are paid neither into the box nor out of it, but to a neighbour on the left, so many chairs along and so many counters as they have pips. A ten leaves everything as it was.
    [12] The ace, the deuce and the trey are the neighbourly cards: they pay to the left, a counter for each pip, and the pips tell you also how many chairs along the payment goes. A ten is paid nothing and pays nothing.
    [13] When you turn an ace, a deuce or a trey, you look to your left and count along as many chairs as the card has pips, and that neighbour has as many counters of you. The ten is a cipher.
    [14] Aces, deuces and treys go to your neighbours on the left: the ace a single counter to the nearest, the deuce double to the next, the trey treble to the one after. A ten is let alone.
   *[15] The low cards, ace, deuce and trey, are not paid to the box at all, but to the left, counter by pip and chair by pip. As for the ten, it signifies nothing.
    }
narrate-rules-dead = { $variant ->
    [0] Lose your last counter and you are dead; but a neighbour’s payment may bring you back.
    [1] When you have nothing you are dead, until somebody pays you back into the world.
    [2] Whoever is stripped of everything is dead, and may come alive again if a neighbour pays.
    [3] Pay away your last and you are dead; be paid and you live again.
    [4] The dead are those with no counters left, and a neighbour may pay them back to life.
    [5] The moment your counters are gone you are dead, but never past recall, for a neighbour’s card may pay you back among the living.
    [6] No counters, and you are dead; a neighbour pays you, and you are on your feet again.
    [7] Strictly speaking, a player who has no counters is dead, and is restored to life solely by a payment from a neighbour.
    [8] And if all your counters go, why then you are dead; but never despair, for a kindly neighbour’s card may yet bring you back.
    [9] A player with an empty purse is dead, exactly as in the world; but here, unlike the world, a neighbour may pay the dead back to life.
    [10] Death here is only the want of counters, and it lasts no longer than it takes a neighbour to pay you some.
   *[11] Without a counter to your name you are dead, and so you stay until some neighbour turns up the card that pays you.
    }
narrate-rules-speech = { $variant ->
   *[0] “{ $speech-text }”
    }

## The host, met at the table in their own house ($temper-text as for narrate-meet).

narrate-meet-host = { $variant ->
    [0] { $name }, { $temper-text }, took the head of the table.
    [1] At the head of the table sat { $gender ->
        [female] the hostess
        [male] the host
       *[other] the giver of the party
        }, { $name }, { $temper-text }.
    [2] As the giver of the party, { $name }, { $temper-text }, had kept the chair nearest the bell.
    [3] Last to sit down, as became the giver of the party, was { $name }, { $temper-text }.
    [4] { $name }, { $temper-text }, received the company at the door and then took the best chair.
    [5] Presiding over the table, as the house required, was { $name }, { $temper-text }.
    [6] { $name }, { $temper-text }, had seen to the candles and the counters before anyone arrived.
    [7] The cards of invitation had been sent round by { $name }, { $temper-text }.
    [8] { $name }, { $temper-text }, did the honours of the house from the head of the table.
    [9] In the chair of honour, by right of the house, sat { $name }, { $temper-text }.
    [10] It was { $name }, { $temper-text }, who had heard of the game and sent to town for the counters.
    [11] { $gender ->
        [female] The hostess
        [male] The host
       *[other] The giver of the party
        } that evening was { $name }, { $temper-text }.
    [12] { $name }, { $temper-text }, went round the company with the bag of counters, seeing that nobody was forgotten.
    [13] Nobody could have been more attentive to the company than { $name }, { $temper-text }.
    [14] The candles, the counters and the cards were all the care of { $name }, { $temper-text }.
    [15] { $name }, { $temper-text }, had given orders that no other callers were to be admitted that evening.
    [16] To { $name }, { $temper-text }, the company owed the tea, the candles and the new game.
    [17] The party had been got up by { $name }, { $temper-text }.
    [18] { $name }, { $temper-text }, had borrowed the card-table from a neighbour and the counters from a nephew.
   *[19] Greeting every guest with a word apiece was { $name }, { $temper-text }.
    }
    .presumes = { $variant ->
        [0] chosen-seats long-table
        [1] long-table
        [2] chosen-seats
        [4] chosen-seats
        [8] long-table
        [9] chosen-seats
       *[other] nothing
    }

# A line's tag without a manner (two lines in five): any speaker, any line neither asked nor cried.
narrate-said-plain = { $variant ->
    [0] said { $name }
   *[1] { $name } said
    }
