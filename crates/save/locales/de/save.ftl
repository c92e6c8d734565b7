# save: why a save file was refused (de). Ids are kebab-case, prefixed by their area.

error-save-json = keine gültige Spielstanddatei: { $message } in Zeile { $line }, Spalte { $column }
error-save-not-a-save = keine metro-Spielstanddatei: das Feld "format" ist { $found }, erwartet wird "metro-save"
error-save-version = die Spielstand-Formatversion { $found } wird nicht unterstützt (dieses Programm liest die Versionen 1 bis { $supported })
error-save-too-big = keine gültige Spielstanddatei: sie hat { $bytes } Bytes, mehr als die { $limit }, die ein Spielstand haben darf
error-save-no-setup-hash = keine gültige Spielstanddatei: ein Spielstand der Version { $version } enthält seinen setup_hash, dieser hat keinen
error-save-setup-changed = setup_hash: { $parts } hat sich seit dem Speichern geändert (der Setup-Hash stimmt nicht): die Datei wurde bearbeitet, oder die eingebauten Daten oder die Engine des Programms haben sich geändert
error-save-missing-module = { $plugin ->
    [none] der Spielstand spielt mit dem Regelmodul { $key }{ $version }, das nicht geladen ist
   *[some] der Spielstand spielt mit dem Regelmodul { $key }{ $version } (aus dem Plugin { $plugin_name }), das nicht geladen ist: lege das Plugin in den Plugin-Ordner (oder gib es mit --plugin an) und lade erneut
}
error-save-unknown-option = setup.options: unbekannte Regeloption `{ $key }`, erwartet wird eine von: { $known } (kein geladenes Regelmodul kennt sie: fehlt ein Plugin?)
error-save-unknown-builtin = { $what ->
    [map] setup.{ $part }: es gibt keinen eingebauten Spielplan namens { $key } (bekannt: { $known })
   *[card-set] setup.{ $part }: es gibt keinen eingebauten Aktionskarten-Satz namens { $key } (bekannt: { $known })
}
error-save-data = { $what ->
    [map] setup.{ $part }: der Spielplan { $file } enthält Fehler:
   *[card-set] setup.{ $part }: der Aktionskarten-Satz { $file } enthält Fehler:
}
error-save-read = { $path } kann nicht gelesen werden: { $message }
error-save-seats = setup.seats: { $labels } Platznamen für { $players } Spieler
error-save-game-seats = seats: { $count } Einträge, aber kein Spiel hat mehr als { $limit } Plätze
error-save-illegal = actions[{ $index }] ({ $action }) ist in Runde { $round }, { $phase }, nicht erlaubt: { $reason }
error-save-hash-mismatch = der Zustands-Hash weicht nach { $after } Aktionen ab (checkpoints[{ $index }]): die Datei sagt { $expected }, die Wiederholung ergibt { $found }; die Datei wurde bearbeitet, oder die Engine oder ihre eingebauten Daten haben sich seit dem Speichern geändert
error-save-option-not-on = "{ $option }" ist eine Option von { $module }, das "{ $switch }" nicht einschaltet
error-save-checkpoint-beyond = ein Kontrollpunkt nach { $after } Aktionen, aber die Datei hat nur { $count }
error-save-checkpoint-order = Kontrollpunkte müssen aufsteigend sein; { $after } folgt nicht auf { $previous }
error-save-no-last-checkpoint = kein Kontrollpunkt nach der letzten Aktion ({ $count }): die Datei ist unvollständig
error-save-checkpoint-not-compared = der Kontrollpunkt nach { $after } Aktionen wurde nie mit der Wiederholung verglichen

## Saves of any game (format version 3)

error-save-no-game = keine gültige Spielstanddatei: ein Spielstand der Version { $version } nennt sein Spiel, dieser nicht
error-save-unknown-game = { $listed ->
    [no] der Spielstand ist vom Spiel { $found }, das dieses Programm nicht kennt
   *[yes] der Spielstand ist vom Spiel { $found }, das dieses Programm nicht kennt (bekannt: { $known })
}
error-save-wrong-game = der Spielstand ist vom Spiel "{ $found }", nicht von "{ $expected }"
error-save-refused = actions[{ $index }] ({ $action }) von Platz { $seat } wird abgelehnt: { $reason }

## What of the setup changed, and the phase an illegal action came in

save-part-map = der Spielplan
save-part-cards = der Aktionskarten-Satz
save-part-modules = die Regelmodule oder ihre Karten
save-part-rules = die Spielerzahl oder die Regeloptionen
save-parts = { $parts } und { $last }
save-phase = { $phase ->
    [turn-order] Spielerreihenfolge-Phase
    [movement] Bewegungsphase
    [actions] Aktionsphase
    [trains] Zugphase
   *[ended] das Spiel ist vorbei
}

## Our own words inside the JSON reader's

error-save-state-hash = ein Zustands-Hash hat 16 Hexadezimalziffern, nicht { $found }
error-save-too-many-actions = ein Spielstand enthält höchstens { $limit } Aktionen (eine echte Partie braucht weniger als 1000)
error-save-action-not-exact = actions[{ $index }] ist nicht genau eine Aktion: { $found } wird gelesen als { $action }; unbekannte Schlüssel sind nicht erlaubt
