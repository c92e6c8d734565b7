# sim: tournament words (en). The text report of `metro tournament`.

# $map and $cards: the names given on the command line; $seed: the base seed, written out.
tournament-heading = { $map } map, { $cards } cards, { $players } players, { $games } games per seating from seed { $seed }
# $seconds: written out with one decimal.
tournament-games = { $games } games in { $seconds } s; win: the measured bot's share of wins, Wilson 95% interval; margin: its total minus the best other total, mean ± standard error
# The field of a game of more than two players: $count copies of bot $bot.
tournament-copies = { $count }× { $bot }
# $win, $low, $high, $fair_share: percentages written out; $margin and $error: yen amounts written out.
tournament-standing = { $bot } vs { $field }: { $games } games, win { $win } [{ $low }, { $high }] (fair share { $fair_share }), margin { $margin } ± { $error }
# $seat counts from 1.
tournament-seat = seat { $seat }: { $wins }/{ $games }
