# chicago: a choice as a button, and what it costs and does (en). Companies and hexes come in as names; money as
# written text ($12); counts as numbers.

## Buttons: an action as offered to the player deciding

offer-bid = Bid { $amount }
offer-pass = Pass
offer-auction = Auction a share of { $company }
offer-develop = Develop { $hex }
offer-build-for = Build for { $company }
offer-decline = Decline the { $dial } action
offer-place = Place a locomotive on { $hex } ({ $cost })
offer-stop = Stop building

## Previews: what a choice costs and does, one or two sentences

preview-bid = If your bid wins, you pay { $amount } into { $company }'s treasury and keep { $left }; each { $company } share then pays { $per } a dividend at today's income of { $income }.
# $outcome: sold (the auction ends with $player buying), free (nobody bid in an initial auction: its starting
# player $player gets the share), unsold (nobody bid: the share stays) or out (the auction goes on without you)
preview-pass = { $outcome ->
    [sold] Everyone else has passed: { $player } buys the { $company } share for { $price }.
    [free] Nobody has bid: { $player } receives the { $company } share free.
    [unsold] Nobody has bid: the { $company } share stays on its charter.
   *[out] You are out of this auction for good.
}
preview-offer = The auction opens at a minimum bid of { $minimum } and you bid first; once sold, each { $company } share pays { $per } a dividend at today's income of { $income }.
preview-develop-house = A house goes on { $hex } ({ $left } left in the supply): the income of { $companies } rises by { $by }.
preview-develop-forest = A house goes on { $hex } ({ $left } left in the supply): { $companies } receives { $amount } from the bank into its treasury.
preview-develop-industry = { $hex } grows from { $from } to { $to }: the income of { $companies } rises by { $by }.
preview-build-for = { $count ->
    [one] { $company } can place 1 more locomotive, paid from its treasury of { $treasury }; the cheapest placement now costs { $cheapest }.
   *[other] { $company } can place up to { $count } locomotives, paid from its treasury of { $treasury }; the cheapest placement now costs { $cheapest }.
}
preview-decline = { $red ->
    [yes] The { $dial } needle moves onto its red space, and nothing else happens.
   *[no] The { $dial } needle moves to step { $step } of { $steps }, and nothing else happens.
}
preview-place = { $gain ->
    [0] { $count ->
        [1] { $company } pays { $cost } from its treasury of { $treasury }; its income stays at { $to }.
       *[other] { $company } pays { $cost } ({ $base } × { $count } locomotives on the hex) from its treasury of { $treasury }; its income stays at { $to }.
    }
   *[other] { $count ->
        [1] { $company } pays { $cost } from its treasury of { $treasury }; its income rises by { $by } to { $to }.
       *[other] { $company } pays { $cost } ({ $base } × { $count } locomotives on the hex) from its treasury of { $treasury }; its income rises by { $by } to { $to }.
    }
}
# $first: yes when this is the first company at Chicago and $late (Wabash) opens
preview-place-chicago = { $first ->
    [yes] Chicago Phase at once: each { $company } share pays { $per }; then { $late } opens, its first share is auctioned, and this building action ends.
   *[no] Chicago Phase at once: each { $company } share pays { $per }.
}
preview-stop = { $placed ->
    [0] { $company } places no locomotive: the Building action is declined.
    [one] { $company } ends its building action after 1 locomotive.
   *[other] { $company } ends its building action after { $placed } locomotives.
}
# $ends: yes when an end condition holds already
preview-dividend-phase = { $ends ->
    [yes] Two needles are then on red: a Dividend Phase follows this turn, and the game ends after its dividends.
   *[no] Two needles are then on red: a Dividend Phase follows this turn.
}
