# app: simulation words (en). Ids are kebab-case, prefixed by their area.
# The test-by-simulation screen. Bot names (random, heuristic, mcts:200), action kinds and line letters go in as
# they are written; numbers with decimals go in written out.

simulation-heading = Test by simulation
simulation-back-to-editor = Back to the editor
simulation-back-to-menu = Back to the menu
simulation-empty = Choose the setup on the left and run the games: the charts and the heat map appear here.
simulation-map-has-errors = The chosen map has errors; pick another.
simulation-cards-have-errors = The chosen card set has errors; pick another.
simulation-cannot-set-up = Cannot set up the game: { $error }
# A run's short name in legends: map / cards · players · games.
simulation-title = { $map } / { $cards } · { $players }p · { $games } games
simulation-this-run = This run
simulation-previous-run = Previous run
# $title: simulation-title; $summary: simulation-summary.
simulation-legend = { $title } — { $summary }
simulation-summary = { $games } games in { $seconds } s on { $jobs } thread(s), { $per_second } games/s
# $stopped: how the run stopped (simulation-cancelled, …).
simulation-summary-stopped = { $summary } — { $stopped }
# $run: simulation-this-run or simulation-previous-run; $title: simulation-title.
simulation-run-caption = { $run }: { $title }

## The setup
simulation-setup-map = Map: { $map }
simulation-setup-cards = Cards: { $cards }
# $modules: the rule modules played, by their titles.
simulation-setup-variant = Variant: { $modules }
simulation-setup-players = Players
simulation-setup-seat = Seat { $seat }
simulation-setup-games = Games
simulation-setup-seed = Seed
simulation-setup-threads = Threads
simulation-setup-games-invalid = Games: a whole number from 1 to 1,000,000.
simulation-setup-seed-invalid = Seed: a whole number from 0 to { $max }.
simulation-setup-run = Run the games
# $what: map or cards.
simulation-setup-file-hint = { $what ->
        [map] or a map file…
       *[cards] or a cards file…
    }
simulation-setup-load = Load

## The run
simulation-progress = { $done } / { $games } games
simulation-progress-rate = { $done } / { $games } games · { $rate } games/s · { $left } left
simulation-stopping = Stopping…
simulation-cancel = Cancel
simulation-games-done = { $games } games done
simulation-cancelled = Cancelled after { $games } games.
simulation-run-stopped = The run stopped: { $error }
simulation-records-not-written = The records could not be written: { $error }
simulation-thread-not-started = The simulation thread could not be started.

## Export
simulation-export-title = Export this run
simulation-export-records = Records
    .tooltip = The raw records, one JSON object per game
simulation-export-tables = Tables
    .tooltip = The tables as CSV files
simulation-export-folder-hint = an export folder
simulation-export-type-file = Type a file path first.
simulation-export-type-folder = Type a folder path first.
simulation-export-no-records = This run's records were not kept (no temporary file).
simulation-export-cannot-read = Cannot read the records: { $error }
simulation-export-cannot-write = Cannot write { $path }: { $error }
simulation-export-exists = { $path } exists already; nothing was overwritten.
simulation-export-records-written = { $games } games ({ $bytes } bytes) written to { $path }
simulation-export-tables-written = { $tables } tables written to { $path }

## The charts
simulation-line-values-title = Final line values (¥, before payouts)
simulation-win-rates-title = Win rate per seat (95% Wilson interval)
# $run: this or previous.
simulation-first-player-advantage = First-player advantage ({ $run ->
        [previous] previous run
       *[this] this run
    })
    .tooltip = Seat 1's 95% interval lies wholly above the fair share of wins.
simulation-seat = seat { $seat }
simulation-fair-share = Fair share
simulation-kinds-title = Action kinds: times taken per player per game, winners and others
simulation-kinds-series = { $run }: { $who ->
        [winners] winners
       *[others] others
    }
simulation-length-title = Game length (decisions per game, share of games)
# $rounds: the games by rounds played (simulation-length-rounds, separated by commas).
simulation-length-mean = Mean { $decisions } decisions; { $rounds }
simulation-length-rounds = { $rounds } rounds: { $games }
simulation-bot-totals-title = Final total per bot (¥): spread and mean
simulation-heat-on-the-map = On the map:
simulation-heat-payouts = Station payouts
simulation-heat-pyramids = Pyramids built
# $layer: payouts or pyramids; $most: the largest figure of a station.
simulation-heat-stations-scale = Stations: { $layer ->
        [payouts] ¥ paid to the owner per game
       *[pyramids] pyramids built per game
    } (0 – { $most })
# A station's figures: $cash with the yen sign; the others written out with two decimals.
simulation-heat-station = { $station }
    { $payouts } payouts per game, { $cash } to the owner per game (value +{ $rise })
    { $pyramids } pyramids built per game

## The charts' axes, legends and tooltips
simulation-axis-line = Line
simulation-axis-final-value = Final value (¥)
simulation-axis-seat = Seat
simulation-axis-win-rate = Win rate (% of games)
simulation-axis-kind = Action kind
simulation-axis-times = Times per player per game
simulation-axis-decisions = Decisions per game
simulation-axis-share-of-games = Share of games (%)
simulation-axis-bot = Bot
simulation-axis-final-total = Final total (¥)
simulation-legend-box = Box: middle half of the games, line at the median; whiskers: smallest to largest
simulation-legend-interval = 95% interval
# $share: a percentage written out with %.
simulation-legend-fair-share = Fair share ({ $share })
simulation-legend-mean = Mean
simulation-tip-line = Line { $line }
# $run: simulation-this-run or simulation-previous-run; the amounts written out with the yen sign.
simulation-tip-box = { $run }: mean { $mean }, median { $median }, middle half { $q1 }–{ $q3 }, range { $min }–{ $max }
simulation-tip-mean = { $run }: mean { $mean }
simulation-tip-seats = over { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }, { $wins } won
simulation-tip-seat = Seat { $seat }
# $rate, $low, $high: percentages written out with %.
simulation-tip-win-rate = { $run }: { $rate } ({ $wins } of { $games } games won; 95% interval { $low }–{ $high })
# $winners, $others: times per game written out with two decimals.
simulation-tip-kind = { $run }: winners { $winners }, others { $others } times per game
simulation-tip-length = { $first }–{ $last } decisions
# $share: a percentage written out with %.
simulation-tip-length-run = { $run }: { $games ->
        [one] 1 game
       *[other] { $games } games
    } ({ $share })
simulation-heat-zoom-in = Zoom in
simulation-heat-zoom-out = Zoom out
simulation-heat-whole-map = Whole map
    .tooltip = Zoom with Ctrl and the mouse wheel (or a pinch) over the map, drag to move it, double-click to see it whole.
simulation-heat-lines-note = Lines in their own colours; beside each line's first stop its letter and mean final value.
simulation-export-chart = Save this chart:
simulation-export-png = Picture (PNG)
simulation-export-csv = Numbers (CSV)
simulation-export-chart-written = Written to { $path }
simulation-export-chart-not-shown = The chart is not on screen; scroll to it and try again.

## Memory and comparison
simulation-edit-map = Edit this map
simulation-edit-map-hint = Opens a copy of this map in the map editor; its "Test by simulation" brings you back here with the draft's own setup and runs.
simulation-memory-unreadable = The kept runs of this design could not be read ({ $error }); the file was set aside as { $path }.
simulation-memory-not-written = The runs could not be kept: { $error }
simulation-compare-title = Compare two runs
# $number: the run's number in its design; $title: simulation-title (which names the map and cards).
simulation-compare-run = #{ $number } { $title }
simulation-differences-title = Differences, this run − previous run (95% interval; bold: beyond chance)
simulation-difference = Difference
simulation-difference-interval = 95% interval
simulation-difference-line = Line { $line }, mean final value
simulation-difference-seat = Seat { $seat }, win rate
simulation-difference-significant = The interval leaves out 0: the runs differ beyond chance.
simulation-difference-chance = The interval holds 0: this difference may be chance.
simulation-findings-count = Findings of this run ({ $count })
simulation-findings-none = Nothing found: no line takes the game's value or stays worthless, no share decides the game, no seat wins far from its share.
simulation-findings-show-hint = Opens the editor with this element selected.
simulation-glance = Balance at a glance
simulation-glance-games = Over { $games } games.
simulation-glance-line = Line
simulation-glance-mean = Mean end value
simulation-glance-spread = Spread (middle half; lowest–highest)
simulation-glance-spread-value = { $low }–{ $high } ({ $min }–{ $max })
simulation-glance-valued = Ended above ¥0
simulation-glance-holders-won = Its holders won (95% interval; fair share)
simulation-glance-holders-won-value = { $rate } [{ $low }–{ $high }] of { $games } games; fair { $fair }
simulation-glance-never-held = nobody held a share
simulation-glance-seat = Seat
simulation-glance-seat-name = Seat { $seat }
simulation-glance-win-rate = Win rate (95% interval)
simulation-glance-win-rate-value = { $rate } [{ $low }–{ $high }]
simulation-glance-fair = Fair share
simulation-what-changed = What changed from the previous run to this run
simulation-nothing-changed = The same map and card set: the runs differ by their setup or by chance.
