# chicago: narration words (en). Players, companies and hexes come in as names; money as written text ($12);
# counts as numbers.

## Names

player-name = Player { $number }
money = ${ $amount }
dial-auction = Auction
dial-develop = Development
dial-build = Building
hex-plains = plains { $hex }
hex-forest = forest { $hex }
hex-mountain = mountain { $hex }
hex-city = city { $hex }
hex-industrial = industrial city { $hex }
hex-start = start hex { $hex }
hex-named = { $name } ({ $hex })

## Events

event-starting-money = { $player } receives { $amount } starting money.
event-banker = { $player } is the banker.
# $kind: initial, share or opening
event-auction-opened = { $kind ->
    [initial] Initial auction of a { $company } share, minimum bid { $minimum }: { $player } bids first.
    [opening] The first { $company } share is auctioned, minimum bid { $minimum }: { $player } bids first.
   *[share] A { $company } share is auctioned, minimum bid { $minimum }: { $player } bids first.
}
event-bid = { $player } bids { $amount }.
event-passed = { $player } passes.
event-share-bought = { $player } buys the { $company } share for { $price }, paid into { $company }'s treasury.
event-share-free = Nobody bid: { $player } receives the { $company } share free.
event-share-unsold = Nobody bid: the { $company } share stays on the charter.
event-first-turn = { $player } holds the first auction's share and takes the first turn.
event-needle = { $red ->
    [yes] { $player } chooses { $dial }; its needle reaches the red space.
   *[no] { $player } chooses { $dial }; its needle moves to step { $step } of { $steps }.
}
event-declined = { $player } declines the action.
event-build-begins = { $player } builds track for { $company }.
event-placed = { $company } places a locomotive on { $hex } and pays { $cost }.
event-income = { $company }'s income rises by { $by } to { $to }.
event-build-ends = { $count ->
    [0] { $company } places no locomotive.
    [one] { $company } has placed 1 locomotive.
   *[other] { $company } has placed { $count } locomotives.
}
event-chicago = { $company } reaches Chicago: Chicago Phase.
# $kind: general or chicago
event-dividend = { $kind ->
    [chicago] Chicago dividend of { $company }: income { $income } over { $shares } shares, { $per } a share.
   *[general] Dividend of { $company }: income { $income } over { $shares } shares, { $per } a share.
}
event-dividend-paid = { $shares ->
    [one] { $player } receives { $amount } for 1 { $company } share.
   *[other] { $player } receives { $amount } for { $shares } { $company } shares.
}
event-company-opened = { $company } opens: its first locomotive stands on { $hex }, its income is { $income }.
event-house = { $player } develops { $hex }: a house goes on it ({ $left } left in the supply).
event-forest-money = { $company } receives { $amount } from the bank for the developed { $hex }.
event-industry = { $hex } grows from { $from } to { $to }.
event-dividend-phase = Dividend Phase { $number }.
event-needles-reset = The needles go back to START.
event-game-ends = The game ends: { $reasons }.
end-locomotives = companies without locomotives on their charter
end-shares = companies without shares on their charter
end-houses = few houses left in the supply
end-industry = Detroit at its highest value
end-separator = ,{ " " }

## Decisions told

told-bid = { $player } bids { $amount }.
told-pass = { $player } passes.
told-offer = { $player } auctions a { $company } share.
told-develop = { $player } develops { $hex }.
told-build-for = { $player } builds track for { $company }.
told-decline = { $player } chooses { $dial } and declines it.
told-place = { $player } places a { $company } locomotive on { $hex }.
told-stop = { $player } stops building.

## The result

result-line = { $rank }. { $player }: { $cash }
result-winner = { $count ->
    [one] { $player } wins.
   *[other] { $player } share the victory.
}
