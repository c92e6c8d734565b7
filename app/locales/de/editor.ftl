# app: editor words (de). Ids are kebab-case, prefixed by their area.

## Opening the editors (the menu's Design box)
editor-design = Gestalten
editor-new-map = Neuer Spielplan
editor-edit-map = Spielplan bearbeiten
    .tooltip = Öffnet den oben gewählten Spielplan im Spielplan-Editor (einen eingebauten als Kopie)
editor-new-card-set = Neuer Aktionskarten-Satz
editor-edit-card-set = Aktionskarten-Satz bearbeiten
    .tooltip = Öffnet den oben gewählten Aktionskarten-Satz im Kartensatz-Editor (einen eingebauten als Kopie)
editor-reopen-map-draft = Ungespeicherten Spielplan-Entwurf wieder öffnen
editor-reopen-card-draft = Ungespeicherten Kartensatz-Entwurf wieder öffnen
editor-leave-title = Ohne Speichern verlassen?
editor-leave-text = Der Entwurf hat Änderungen, die in keiner Datei gespeichert sind. Er bleibt im Entwürfe-Ordner, und das Menü bietet an, ihn wieder zu öffnen.
editor-keep-editing = Weiter bearbeiten
editor-leave-without-saving = Ohne Speichern verlassen
editor-replace-draft-title = Ein ungespeicherter Entwurf wartet
editor-replace-map-draft-text = Der Spielplan-Entwurf für { $path } hat Änderungen, die in keiner Datei gespeichert sind. Ein neuer Spielplan würde ihn im Entwürfe-Ordner ersetzen.
editor-replace-card-draft-text = Der Kartensatz-Entwurf für { $path } hat Änderungen, die in keiner Datei gespeichert sind. Ein neuer Kartensatz würde ihn im Entwürfe-Ordner ersetzen.
editor-reopen-draft = Entwurf wieder öffnen
editor-discard-draft = Entwurf verwerfen
    .tooltip = Löscht den ungespeicherten Entwurf und öffnet, was du gewählt hast
editor-cancel = Abbrechen

## The file bar
editor-map-title = Spielplan-Editor — { $name }
editor-card-title = Kartensatz-Editor — { $name }
editor-unsaved-changes = (ungespeicherte Änderungen)
editor-undo = Rückgängig
editor-redo = Wiederherstellen
editor-save-to = Speichern unter
editor-save = Speichern
editor-close = Schließen
editor-simulate = Per Simulation testen
    .tooltip = Spielt viele Bot-Spiele mit dem Entwurf, wie er ist (mit den übrigen Einstellungen des Menüs)
    .disabled = Der Entwurf hat Probleme: behebe sie zuerst

## The problems of the draft
editor-no-problems = Keine Probleme: die Datei ist gültig.
editor-problems = { $count ->
        [one] 1 Problem (klicke darauf, um das betroffene Element auszuwählen)
       *[other] { $count } Probleme (klicke auf eines, um das betroffene Element auszuwählen)
    }
editor-problems-more = … und { $count } weitere

## The map editor
editor-map-hint = Klicke auf einen Haltepunkt, um ihn auszuwählen, ziehe ihn, um ihn zu verschieben, Umschalt-Klick wählt Haltepunkte für eine Station; Entf entfernt den ausgewählten Haltepunkt.
editor-map-hint-drawing = Linie zeichnen: klicke auf einen Punkt, um dort einen Haltepunkt hinzuzufügen, klicke auf den Haltepunkt einer anderen Linie, um ihre Station zu teilen. Esc beendet das Zeichnen.
editor-map = Spielplan
# same in every language (German "Name")
editor-name = Name
editor-columns = Spalten
editor-rows = Zeilen
editor-trains-leave = Züge verlassen ihren Starthaltepunkt (TM-9.7)
editor-lines = Linien
editor-add-line = Linie hinzufügen
editor-line = Linie { $letter }
editor-stop-drawing = Zeichnen beenden
editor-draw-stops = Haltepunkte zeichnen
    .tooltip = Klicke auf Punkte des Spielplans, um am Ende dieser Linie Haltepunkte hinzuzufügen
editor-reverse = Umkehren
    .tooltip = Der letzte Haltepunkt wird der erste (TM-2.2)
editor-remove-line = Linie entfernen
editor-letter = Buchstabe
editor-colour = Farbe
editor-shares = Aktien
editor-extras = Zusatzbeträge (¥)
editor-extra = Zusatzbetrag in Yen für Aktie Nr. { $share }
editor-disc-slots = Scheibenfelder
editor-vehicle = Fahrzeug
editor-vehicle-kind = { $kind ->
        [tram] Straßenbahn
        [bus] Bus
       *[train] Zug
    }
editor-stop = Haltepunkt { $line }{ $number }
editor-stop-at = Bei [{ $x }, { $y }]
# same in every language (the glossary's word)
editor-station = Station
editor-stop-name = Name des Haltepunkts
editor-station-stops = Station { $station }: { $count ->
        [one] 1 Haltepunkt
       *[other] { $count } Haltepunkte
    } (höchstens 3, CP-1.4)
editor-small-circle = Ein kleinerer Kreis: keine Station, keine Pyramide, keine Auszahlung (OS-4.2).
editor-insert-stops = Haltepunkte danach einfügen
    .tooltip = Klicks auf den Spielplan fügen nach diesem Haltepunkt weitere ein
editor-ungroup = Gruppe auflösen
editor-remove-stop = Haltepunkt entfernen
editor-group-heading = Zu einer Station zusammenfassen
editor-picked = Gewählt: { $stops }
editor-station-name = Name der Station
editor-group = Zur Station zusammenfassen
    .disabled = Eine Station hat 1 bis 3 Haltepunkte (CP-1.4) und einen Namen
editor-clear = Leeren
editor-revenue-track = Einnahmenleiste
editor-revenue-standard = Standard (CP-1.5: höherer Wert = Wert × 2/3, auf ¥100 aufgerundet)
editor-value = Wert
editor-high = Höher
editor-low = Niedriger

## The card-set editor
editor-add-column = Spalte hinzufügen
editor-colours = Farben
editor-add-card = Karte hinzufügen
editor-remove-column = Spalte entfernen
editor-card = Karte
editor-dots = Punkte
    .tooltip = Das Alter auf der Kartenrückseite, 1–3 Punkte
editor-actions-header = Aktionen: Art, Aktionsfelder, Parameter
editor-action-spaces = Aktionsfelder (Scheiben, die sie braucht), 1–3
editor-remove = Entfernen
    .tooltip = Diese Aktion entfernen
editor-add-action = Aktion hinzufügen
editor-remove-card = Karte entfernen
editor-station-none = — keine (ein kleinerer Kreis)
editor-station-choice = { $station } ({ $stops ->
    [one] 1 Halt
   *[other] { $stops } Halte
})
editor-new-station = Neue Station
