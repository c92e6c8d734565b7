# chicago: why an action is refused (en).

refusal-game-over = The game is over.
refusal-players = Chicago Express is for 2 to 6 players.
refusal-banker-seat = The banker must be one of the players.
refusal-not-asked = That is not what is asked now.
refusal-dial-on-red = This action's needle is on its red space.
refusal-no-such-company = There is no such company.
refusal-no-such-hex = There is no such hex.
refusal-closed = This company is not open yet.
refusal-no-share-left = This company has no share left on its charter.
refusal-below-minimum = The bid is below the minimum bid.
refusal-not-higher = The bid must be higher than the highest bid.
refusal-over-cash = The bid is more than the bidder's cash.
refusal-no-share-held = Only a shareholder of this company may build for it.
refusal-no-locomotive-left = This company has no locomotive left on its charter.
refusal-nowhere-to-build = No hex next to this company's network can take a locomotive.
refusal-not-adjacent = The hex is not next to this company's network.
refusal-already-there = This company already has a locomotive on the hex.
refusal-one-locomotive-only = A forest or mountain takes only one locomotive.
refusal-start-hex = Another company's start hex takes no other locomotive.
refusal-treasury-short = The company's treasury cannot pay for this placement.
refusal-no-locomotive-on-hex = Only a hex with a locomotive on it can be developed.
refusal-already-developed = This hex has been developed already.
refusal-not-developable = Plains, start hexes and Chicago cannot be developed.
refusal-no-house-left = The general supply has no house left.
refusal-industry-at-max = This industrial city is at its highest value.
refusal-grows-by-itself = Detroit grows by itself; players cannot develop it.
