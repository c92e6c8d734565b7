# play: editor words (de). Ids are kebab-case, prefixed by their area.

## The map editor
editor-new-map-name = Neuer Spielplan
editor-new-card-set-name = Neuer Aktionskarten-Satz

editor-new-line-name = Linie { $letter }
# same in every language (German "Station")
editor-new-station-name = Station { $number }
# same in every language (the glossary's word)
editor-new-station-fallback = Station

## The card-set editor
editor-column = Spalte { $number }

## Edits refused (the draft stays as it was)
editor-error-syntax = die Datei ist kein gültiges TOML: { $error }
editor-error-too-large = die Datei ist größer als { $bytes } Bytes
editor-limit-lines = ein Spielplan hat höchstens { $max } Linien
editor-limit-stops = eine Linie hat höchstens { $max } Haltepunkte
editor-limit-station-stops = eine Station hat höchstens { $max } Haltepunkte (CP-1.4); { $station } hätte { $stops }
editor-limit-columns = ein Aktionskarten-Satz hat höchstens { $max } Spalten
editor-limit-cards = eine Spalte hat höchstens { $max } Karten
editor-limit-actions = eine Karte hat höchstens { $max } Aktionen (TM-4.1)
editor-error-lines-not-tables = `lines` ist keine Liste von Tabellen
editor-error-no-line = es gibt keine Linie { $line }
editor-error-stops-not-list = `stops` der Linie ist keine Liste
editor-error-no-stop = es gibt keinen Haltepunkt { $stop } auf Linie { $line }
editor-error-no-such-stop = diesen Haltepunkt gibt es nicht
editor-error-no-such-share = diese Aktie gibt es nicht
editor-error-no-such-row = diese Zeile der Einnahmenleiste gibt es nicht
editor-error-columns-not-tables = `columns` ist keine Liste von Tabellen
editor-error-no-column = es gibt keine Spalte { $column }
editor-error-cards-not-tables = `cards` der Spalte ist keine Liste von Tabellen
editor-error-no-card = es gibt keine Karte { $card } in Spalte { $column }
editor-error-actions-not-list = `actions` der Karte ist keine Liste
editor-error-no-such-column = diese Spalte gibt es nicht
editor-error-no-such-card = diese Karte gibt es nicht
editor-error-no-such-action = diese Aktion gibt es nicht

## Opening, saving and autosaving a draft ($key is a built-in's key or a file's path)
editor-no-map = Kein Spielplan { $key } zum Bearbeiten
editor-no-builtin-map = Kein eingebauter Spielplan { $key }
editor-no-card-set = Kein Aktionskarten-Satz { $key } zum Bearbeiten
editor-no-builtin-card-set = Kein eingebauter Aktionskarten-Satz { $key }
# The name a copy of a built-in gets (written into the file): the first copy, then copy 2, 3 …
editor-copy-name = { $name } (Kopie)
editor-copy-name-numbered = { $name } (Kopie { $number })
editor-cannot-edit = { $key } kann nicht bearbeitet werden: { $error }
editor-map-draft-unreadable = Der Spielplan-Entwurf kann nicht gelesen werden: { $error }
editor-map-draft-uneditable = Der Spielplan-Entwurf kann nicht bearbeitet werden: { $error }
editor-card-draft-unreadable = Der Kartensatz-Entwurf kann nicht gelesen werden: { $error }
editor-card-draft-uneditable = Der Kartensatz-Entwurf kann nicht bearbeitet werden: { $error }
editor-save-needs-toml = Gib zum Speichern einen Dateinamen an, der auf .toml endet.
editor-saved-to = Gespeichert unter { $path }
editor-save-would-replace = { $path } gibt es schon und ist nicht dieser Entwurf: Noch einmal speichern ersetzt die Datei, oder gib einen anderen Namen ein.
editor-could-not-save = Speichern unter { $path } fehlgeschlagen: { $error }
editor-could-not-autosave = Der Entwurf konnte nicht automatisch gespeichert werden: { $error }
findings-random-bots = Die Balance wird an Bots gemessen, die um Geld spielen: ohne Zufallsbots simulieren, um die Befunde zu sehen.
findings-too-few-games = Befunde zur Balance brauchen mindestens { $games } Partien.
findings-cannot-load = Der Entwurf konnte nicht geprüft werden: { $error }
editor-station-name-taken = Eine andere Station heißt schon { $station }: ein Name vereint nie zwei Stationen. Um einen Halt zu { $station } zu verschieben, wähle sie unter „Station“.
changes-unreadable = { $name } konnte zum Vergleich nicht gelesen werden.
changes-map-name = der Name des Plans: { $old }, jetzt { $new }
changes-grid = das Raster: { $old }, jetzt { $new }
changes-revenue-track = die Einnahmenleiste wurde geändert
changes-trains-leave = ob Züge ihren Starthalt verlassen (TM-9.7), wurde geändert
changes-line-removed = Linie { $line } entfernt ({ $name })
changes-line-added = Linie { $line } hinzugefügt: { $name }, { $stops } Halte
changes-line-name = Linie { $line }: heißt { $new } (war { $old })
changes-line-colour = Linie { $line }: andere Farbe
changes-line-extras = Linie { $line }: Anteilsaufschläge { $old }, jetzt { $new }
changes-line-slots = Linie { $line }: Scheibenfelder { $old }, jetzt { $new }
changes-line-vehicle = Linie { $line }: { $old }, jetzt { $new }
changes-line-reversed = Linie { $line }: Halte umgekehrt
changes-stop-moved = Linie { $line }: { $stop } von { $old } nach { $new } verschoben
changes-stop-added = Linie { $line }: Halt hinzugefügt bei { $stop } { $at }
changes-stop-removed = Linie { $line }: { $stop } entfernt
changes-line-stops = Linie { $line }: { $old } Halte, jetzt { $new }
changes-cards-name = der Name des Kartensatzes: { $old }, jetzt { $new }
changes-column-removed = Spalte { $column } entfernt
changes-column-added = Spalte { $column } hinzugefügt, { $cards } Karten
changes-column-cards = Spalte { $column }: { $old } Karten, jetzt { $new }
changes-column-changed = Spalte { $column }: { $cards ->
    [one] 1 Karte geändert
   *[other] { $cards } Karten geändert
}
