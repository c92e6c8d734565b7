# app: replay words (de). Ids are kebab-case, prefixed by their area.

replay-back = Zurück
replay-title = Wiederholung — { $title }
replay-place = Aktion { $at } von { $len } · Runde { $round } · { $phase }
replay-place-ended = Aktion { $at } von { $len } · { $phase }
replay-place-action = Aktion { $at } von { $len }
replay-seen-by = Gesehen von
    .tooltip = Ein beendetes Spiel verbirgt nichts: sieh alles oder so, wie es ein Spieler sah. Ein Spiel, das noch läuft, zeigt nur, was seine Menschen sahen.
replay-everyone = Allen (alles sichtbar)
replay-play-on = Von hier weiterspielen
    .tooltip = Ein neues Spiel ab diesem Punkt beginnen, als neue Datei gespeichert (die Aufzeichnung bleibt, wie sie ist).
replay-previous-round = Vorherige Runde
replay-previous-phase = Vorherige Phase
replay-step-back = Schritt zurück
replay-play = Abspielen
# same in every language (the glossary's word)
replay-pause = Pause
replay-step-forward = Schritt vor
replay-next-phase = Nächste Phase
replay-next-round = Nächste Runde
replay-speed = { $speed } Aktionen/s
replay-timeline = Zeitleiste

## The end screen's charts
charts-over-the-rounds = Im Lauf der Runden
charts-line-values = Werte der Linien
charts-cash = Bargeld
charts-totals = Summen
charts-none = Keine Diagramme: { $error }
charts-round = Runde
charts-in-round = Runde { $round }
# same in every language
charts-value-of = { $name }: { $value }
