# app: replay words (en). Ids are kebab-case, prefixed by their area.
# The replay viewer's timeline, and the end screen's charts over the rounds.

replay-back = Back
# $title: the game's name (a file name, or the game's heading).
replay-title = Replay — { $title }
# $at: actions shown of $len; $phase: the phase's name.
replay-place = Action { $at } of { $len } · Round { $round } · { $phase }
replay-place-ended = Action { $at } of { $len } · { $phase }
replay-place-action = Action { $at } of { $len }
replay-seen-by = Seen by
    .tooltip = A finished game hides nothing: see it all, or as one player saw it. A game still being played shows only what its people saw.
replay-everyone = Everyone (all-seeing)
replay-play-on = Play on from here
    .tooltip = Start a new game from this point, saved as a new file (the record stays as it is).
replay-previous-round = Previous round
replay-previous-phase = Previous phase
replay-step-back = Step back
replay-play = Play
replay-pause = Pause
replay-step-forward = Step forward
replay-next-phase = Next phase
replay-next-round = Next round
# $speed: actions per second, written out.
replay-speed = { $speed } actions/s
replay-timeline = Timeline

## The end screen's charts
charts-over-the-rounds = Over the rounds
charts-line-values = Line values
charts-cash = Cash
charts-totals = Totals
charts-none = No charts: { $error }
charts-round = Round
charts-in-round = Round { $round }
# a series and its value in the round under the pointer: "G: ¥1,200"
charts-value-of = { $name }: { $value }
