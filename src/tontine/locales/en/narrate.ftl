# The narrated game, in the diction of a Regency drawing-room (after the Sporting Magazine, October 1797).
# A message id ending in -1, -2, ... is one wording of a family; the teller picks the least used.
# Persons: $name (and $other-name) with $gender (and $other-gender): female, male or other. A bare
# name (other) is told without a gendered pronoun. Numbers in prose are WORDS() or ORDINAL().


# The card as an object: the same as its name in English.
narrate-card-acc = { card-name }

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
narrate-room-2 = It was a wet evening at { $place }; the fire was made up, fresh candles were lit, and { $name } proposed the new game of Tontine, of which all the polite world was talking.
narrate-room-3 = Whist was declared insipid and Loo too dear, and so the party at { $place } gathered about the round table by the fire, where { $name } had the counters laid out.

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
    [female] She rose with the worth of { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } in her reticule.
    [male] He rose with the worth of { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } in his pocket.
   *[other] That came, at the table’s reckoning, to { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-rules = “The king draws { WORDS($king) } from the box, the queen { WORDS($queen) }, the knave { WORDS($knave) },” said { $name }, who had learnt the game in town; “a four, a six or an eight pays { WORDS($high) } into it, and a five, a seven or a nine pays { WORDS($low) }; an ace pays one to the neighbour on your left, a deuce two to the second, a trey three to the third, and the ten does nothing at all. When your counters are gone you are dead, but your neighbours may yet bring you back.”

narrate-fan = The places were drawn from a fan of { $count ->
    [one] one card
   *[other] { WORDS($count) } cards
    } laid out, the king first, against a matching fan held face down; each took the chair the card gave, and the king, as was the custom, had the deal.

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

narrate-card-nothing-1 = { $name } turned up { $card-text }, which neither paid nor drew.
narrate-card-nothing-2 = { $card-text } came to { $name } and did nothing at all.

narrate-also = In the same deal { $died ->
    [0] {""}
    [one] one more fell
   *[other] { WORDS($died) } more fell
    }{ $died ->
    [0] {""}
   *[other] { $revived ->
        [0] {""}
       *[other] {" "}and{" "}
        }
    }{ $revived ->
    [0] {""}
    [one] one more came back
   *[other] { WORDS($revived) } more came back
    }.

narrate-alive-1 = { $live ->
    [0] Not one player was left alive.
    [one] Only one player was left alive.
   *[other] { WORDS($live) } were left alive.
    }
narrate-alive-2 = { $live ->
    [0] No one at the table held a counter now.
    [one] A single player still held counters.
   *[other] That left { WORDS($live) } in the game.
    }

narrate-turn-1 = By the end of that { ORDINAL($deal) } deal { $name } held { $holding ->
    [one] one counter
   *[other] { WORDS($holding) } counters
    }, the most at the table, and the fortunes of the evening had turned.
narrate-turn-2 = Now it was { $name } who led the table, with { $holding ->
    [one] one counter
   *[other] { WORDS($holding) } counters
    } at the close of the { ORDINAL($deal) } deal.

narrate-box = The box held { $pool ->
    [0] nothing
    [one] one counter
   *[other] { WORDS($pool) } counters
    }.

narrate-richest-1 = Of the { WORDS($live) } still in play, { $name } was now the richest, with { $holding ->
    [one] one counter
   *[other] { WORDS($holding) } counters
    }.
narrate-richest-2 = { $live ->
    [one] One player was still alive
   *[other] { WORDS($live) } players were still alive
    }, and the largest heap lay before { $name }: { $holding ->
    [one] a single counter
   *[other] { WORDS($holding) } counters
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

narrate-react-died-1 = { $gender ->
    [female] “Dead, upon my word,” said { $name }, and she pushed back her chair to watch the rest.
    [male] “Dead, upon my word,” said { $name }, and he pushed back his chair to watch the rest.
   *[other] “Dead, upon my word,” said { $name }, pushing back the chair to watch the rest.
    }
narrate-react-died-2 = { $gender ->
    [female] { $name } bore it with a good grace. “I shall haunt my neighbours,” she said, “until one of them is kind.”
    [male] { $name } bore it with a good grace. “I shall haunt my neighbours,” he said, “until one of them is kind.”
   *[other] { $name } bore it with a good grace: “I shall haunt my neighbours until one of them is kind.”
    }
narrate-react-died-3 = There was a little cry of sympathy round the table for { $name }, who only laughed.

narrate-react-revived-1 = { $gender ->
    [female] “I am alive again!” cried { $name }, and gathered in her little fortune as if it were a heap of guineas.
    [male] “I am alive again!” cried { $name }, and gathered in his little fortune as if it were a heap of guineas.
   *[other] “I am alive again!” cried { $name }, gathering in the little fortune as if it were a heap of guineas.
    }
narrate-react-revived-2 = { $name } was welcomed back among the living with a cheer.

narrate-react-box-1 = “The box grows fat,” remarked { $name }, eyeing it, “and our hopes with it.”
narrate-react-box-2 = { $name } looked at the box a long while and said nothing.

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

narrate-clock-1 = The clock on the chimney-piece struck { WORDS($hour) }, and nobody heeded it.
narrate-clock-2 = Somewhere in the house a clock struck { WORDS($hour) }.
narrate-supper = At { WORDS($hour) } o’clock supper was announced, and put off by general consent until the game should be decided.
narrate-candles = Towards { WORDS($hour) } the candles had burnt low, and the servant was sent for fresh ones.

## Between the moments

narrate-gap-quiet-1 = { $deals ->
    [one] A deal
   *[other] { WORDS($deals) } deals
    } went by without a death, the counters passing to and fro across the table.
narrate-gap-quiet-2 = For the next { $deals ->
    [one] deal
   *[other] { WORDS($deals) } deals
    } fortune spared the company, and not one of them fell.
narrate-gap-thin-1 = The evening wore on through { $deals ->
    [one] one more deal
   *[other] { WORDS($deals) } deals more
    }, and the table thinned from { WORDS($from_live) } living to { WORDS($live) }.
narrate-gap-thin-2 = Death was busy over the next { $deals ->
    [one] deal
   *[other] { WORDS($deals) } deals
    }: of { WORDS($from_live) } still playing, { $live ->
    [one] one was left
   *[other] { WORDS($live) } were left
    }{ $revived ->
    [0] , and no neighbour brought any of the fallen back
    [one] , for all that neighbours brought back one of the fallen
   *[other] , for all that neighbours brought back { WORDS($revived) } of the fallen
    }.
narrate-gap-grow-1 = Over the next { $deals ->
    [one] deal
   *[other] { WORDS($deals) } deals
    } the dead came back faster than the living fell, and the table grew from { $from_live ->
    [one] one player
   *[other] { WORDS($from_live) } players
    } to { WORDS($live) }.
narrate-gap-same-1 = For { $deals ->
    [one] the next deal
   *[other] { WORDS($deals) } deals
    } the dead and the revived kept pace, { $died ->
    [one] one falling
   *[other] { WORDS($died) } falling
    } and as many rising again, so that { WORDS($live) } still held counters at the end.
narrate-box-rise-1 = The box meanwhile swelled from { $before ->
    [one] one counter
   *[other] { WORDS($before) } counters
    } to { WORDS($pool) }.
narrate-box-rise-2 = All the while the tontine grew, from { WORDS($before) } to { WORDS($pool) }.
narrate-box-fall-1 = The court cards drew the box down from { WORDS($before) } to { $pool ->
    [0] nothing
   *[other] { WORDS($pool) }
    }.
narrate-box-fall-2 = The tontine gave back more than it took, sinking from { $before ->
    [one] one counter
   *[other] { WORDS($before) } counters
    } to { $pool ->
    [0] none
   *[other] { WORDS($pool) }
    }.
narrate-box-even = The box, for all that, stood just where it had been, at { $pool ->
    [0] nothing
   *[other] { WORDS($pool) }
    }.

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
