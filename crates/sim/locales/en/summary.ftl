# sim: summary words (en). Ids are kebab-case, prefixed by their area.
# The text summary of `metro sim`. The tables' rows are numbers laid out in fixed columns: each header names the
# columns over them (seat, wins, win rate, mean total; bot, seats, wins, win rate).

# $games and $players are counts; $seconds, $per_second and $decisions are numbers already written out.
summary-speed = { $games } games, { $players } players, { $jobs } thread(s): { $seconds } s, { $per_second } games/s, { $decisions } decisions per game
summary-seats-header = seat   wins     win rate   mean total
# $fair_share: one over the number of players, as a percentage.
summary-bots-header = bot          seats     wins   win rate   (fair share { $fair_share })
summary-line-values = mean final line values (before payouts):
summary-kinds-title = action kinds (CP-2.4): mean times taken per player per game, and share of games taken at least once
summary-kinds-header = kind              winner   others   winner ≥1   others ≥1
