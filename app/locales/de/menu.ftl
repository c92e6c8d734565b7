# app: menu words (de). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Letztes Spiel fortsetzen
menu-back-to-game = Zurück zum Spiel
menu-language = Sprache
    .tooltip = Die Sprache des ganzen Spiels (wird für das nächste Mal gemerkt)
menu-map = Spielplan
menu-card-set = Aktionskarten-Satz
menu-seats = Plätze
# same in every language
menu-seed = Seed
menu-seed-hint = zufällig
menu-seed-random = Zufällig
    .tooltip = Für jedes Spiel einen neuen zufälligen Seed
# same in every language
menu-animation = Animation
menu-animation-suffix = { " " }Schritte/s (0: sofort)
menu-start-game = Spiel starten
menu-test-by-simulation = Per Simulation testen …
    .tooltip = Viele Bot-Partien mit diesem Spielplan, Aktionskarten-Satz und dieser Variante spielen; die Ergebnisse als Diagramme und auf dem Spielplan ansehen
menu-not-startable = Der gewählte Spielplan oder Aktionskarten-Satz hat Fehler (siehe oben); damit kann nicht gespielt werden.
menu-map-file = Spielplan-Datei
menu-map-file-hint = oder eine Datei: pfad/zum/spielplan.toml
menu-open-map-file = Spielplan-Datei öffnen
menu-card-set-file = Kartensatz-Datei
menu-card-set-file-hint = oder eine Datei: pfad/zum/kartensatz.toml
menu-open-card-set-file = Kartensatz-Datei öffnen
menu-open = Öffnen
menu-reading-files = (deine Dateien werden gelesen …)
menu-none = (keiner)
menu-players = { $count ->
    [one] 1 Spieler (solo)
   *[other] { $count } Spieler
}
menu-remove-seat = Platz entfernen
menu-add-seat = Platz hinzufügen
menu-seat-player = Platz { $seat }: Spieler
menu-seat-colour = Platz { $seat }: Farbe
menu-solo-bests = Solo-Bestwerte — { $combination }
menu-no-solo-bests = Mit dieser Kombination wurde noch kein Solospiel beendet.
menu-file-problems = { $count ->
    [one] 1 Problem — mit dieser Datei kann nicht gespielt werden:
   *[other] { $count } Probleme — mit dieser Datei kann nicht gespielt werden:
}
menu-more-problems = … und { $count } weitere
menu-browse = Durchsuchen …
# same in every language
menu-in-folder = In { $folder }
menu-up-a-folder = Einen Ordner nach oben

## Player colours

colour-red = rot
colour-blue = blau
colour-yellow = gelb
colour-green = grün
colour-purple = lila
colour-white = weiß
colour-black = schwarz
# same in every language
colour-orange = orange
colour-custom = eigene

## Saved games

saves-title = Gespeicherte Spiele
saves-read-again = Neu einlesen
saves-none = Noch keine gespeicherten Spiele.
    .tooltip = Gespeicherte Spiele liegen in { $folder }
saves-game = Spiel
saves-map = Spielplan
saves-cards = Karten
saves-variant = Variante
saves-seats = Plätze
saves-round = Runde
saves-saved = Gespeichert (UTC)
saves-file = Datei
saves-more = … und { $count } ältere, nicht aufgeführte Spielstände
saves-file-hint = oder eine Spielstand-Datei: pfad/zum/spiel.json
saves-save-file = Spielstand-Datei
saves-load-file = Datei laden
saves-watch = Ansehen
    .tooltip = Die Wiederholung dieses Spiels ansehen
saves-watch-file = Datei ansehen
saves-reading = wird gelesen …
saves-seats-humans = { $seats } ({ $humans ->
    [0] nur Bots
    [one] 1 Mensch
   *[other] { $humans } Menschen
})
saves-over = beendet
saves-will-not-load = lässt sich nicht laden
saves-broken = beschädigt
saves-load = Laden
saves-load-named = { $file } laden
saves-watch-named = { $file } ansehen
saves-delete = Löschen
saves-delete-named = { $file } löschen
# same in every language
saves-problem = { $what }: { $reason }

## Storage: the autosave banner and the questions

storage-last-good-kept = { $count ->
    [one] die letzte gelungene automatische Speicherung (nach 1 Entscheidung) bleibt erhalten
   *[other] die letzte gelungene automatische Speicherung (nach { $count } Entscheidungen) bleibt erhalten
}
storage-no-autosave-yet = von diesem Spiel gibt es noch keine automatische Speicherung
storage-autosave-failing = Die automatische Speicherung schlägt fehl (seit Entscheidung { $decision }): { $message }
storage-play-goes-on = Das Spiel geht weiter und noch ist nichts verloren: { $kept }. Speichere das Spiel sicherheitshalber in einem anderen Ordner; dieser Hinweis bleibt, bis eine automatische Speicherung gelingt.
storage-folder-hint = ein Ordner, z. B. /media/usb/metro
storage-folder = Ordner zum Speichern
storage-save-copy = Eine Kopie dort speichern
storage-retry = Automatische Speicherung erneut versuchen
storage-in-progress = Ein Spiel läuft gerade
storage-in-progress-where = { $heading }: Runde { $round }, { $count ->
    [one] 1 Entscheidung
   *[other] { $count } Entscheidungen
} getroffen.
storage-kept-as-file = Es wird als eigene Datei (…-unfinished.json) bei deinen Spielständen aufbewahrt, sodass du es später aus der Liste laden kannst.
storage-keep-and-start = Aufbewahren und ein neues Spiel starten
storage-keep-and-resume = Aufbewahren und die automatische Speicherung fortsetzen
storage-keep-and-load = Aufbewahren und { $file } laden
storage-cancel = Abbrechen
storage-setup-changed = Die Vorbereitung dieses Spielstands hat sich geändert
storage-setup-changed-what = { $parts } von { $save } hat sich seit dem Speichern geändert.
storage-setup-changed-why = Mit der geänderten Vorbereitung nachgespielt ist es nicht das Spiel, das gespielt wurde: Summen und Ereignisse können abweichen. Trotzdem öffnen?
storage-open-anyway = Trotzdem öffnen
storage-dont-open = Nicht öffnen
storage-delete-title = Diesen Spielstand löschen?
storage-delete-what = { $file } wird endgültig gelöscht: Das Spiel lässt sich danach weder laden noch wieder ansehen.
storage-delete = Löschen
storage-keep = Behalten
status-dismiss = Ausblenden

## The menu's heading and variant row

menu-variant = Variante

## Plugins

# same in every language
plugins-title = Plugins
plugins-disabled = Deaktiviert: { $reason }
plugins-refused = Abgelehnt: { $reason }
plugins-quit = Beenden

## The status line

status-draft-map-problems = Der Spielplan hat Probleme: behebe sie zuerst.
status-draft-cards-problems = Der Aktionskarten-Satz hat Probleme: behebe sie zuerst.
status-draft-name = { $name } (Entwurf)
status-no-editor = Kein Editor ist geöffnet.
menu-play-online = Online spielen
    .tooltip = Mit Freunden an anderen Computern spielen: einem Server beitreten oder an diesem Computer einen Tisch eröffnen
