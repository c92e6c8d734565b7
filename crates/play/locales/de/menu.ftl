# play: menu words (de). Ids are kebab-case, prefixed by their area.

## Seats
seat-human = Mensch
    .tooltip = Eine Person an diesem Computer
seat-easy-bot = Bot (Leicht)
    .tooltip = Der Heuristik-Bot, aber zwei von fünf Zügen zufällig
seat-normal-bot = Bot (Normal)
    .tooltip = Der Heuristik-Bot: spielt wie ein vernünftiger Mensch, ohne zu zögern
seat-hard-bot = Bot (Schwer)
    .tooltip = Der Such-Bot: etwa eine Sekunde pro Zug auf einem Kern
seat-expert-bot = Bot (Experte)
    .tooltip = Der Such-Bot: drei Sekunden pro Zug auf allen Kernen
seat-name = Spieler { $seat }
seat-name-easy = Spieler { $seat } (Bot, Leicht)
seat-name-normal = Spieler { $seat } (Bot, Normal)
seat-name-hard = Spieler { $seat } (Bot, Schwer)
seat-name-expert = Spieler { $seat } (Bot, Experte)

## Saved games
saves-variant-base = Grundspiel

## Storage: the autosave banner and the questions
setup-part = { $part ->
    [map] der Spielplan
    [card-set] der Aktionskarten-Satz
    [rule-modules] die Regelmodule oder ihre Karten
    [rules] die Spielerzahl oder die Regeloptionen
   *[other] { $part }
}
setup-part-none = die Vorbereitung
# the last two items of a list ("the map, the cards and the options")
list-and = { $items } und { $last }

## The menu's heading and variant row
menu-heading = { $games } und solo — wähle eine Kombination und spiele.
cards-column = Spalte { $column }

## Plugins
plugins-failed = Ein Plugin ist ausgefallen und deaktiviert; dieses Spiel kann nicht weitergehen: { $reason }

## The status line
error-setup-has-errors = Der gewählte Spielplan oder Aktionskarten-Satz hat Fehler; wähle einen anderen.
error-seed = Der Seed ist eine ganze Zahl von 0 bis { $max }, nicht { $text }
error-could-not-start = Das Spiel konnte nicht gestartet werden: { $error }
error-could-not-store-bests = Die Solo-Bestwerte konnten nicht gespeichert werden: { $error }
error-could-not-store-settings = Die Einstellungen konnten nicht gespeichert werden: { $error }
status-opened-changed = { $save } geöffnet, obwohl sich { $parts } seit dem Speichern geändert hat: dies ist nicht das Spiel, das gespielt wurde.
status-type-folder = Gib den Ordner ein, in dem das Spiel gespeichert werden soll.
status-the-autosave = die automatische Speicherung
status-could-not-load = Konnte nicht laden: { $error }
status-loaded-verified = { $save } geladen; die Vorbereitung ist geprüft.
status-loaded-not-verified = { $save } geladen (dieser Spielstand enthält keinen Hash seiner Vorbereitung: nicht geprüft).
status-could-not-load-named = { $save } konnte nicht geladen werden: { $error }
status-kept-as = Das laufende Spiel wurde als { $file } aufbewahrt: lade es aus der Liste der Spielstände.
status-could-not-keep = Das laufende Spiel konnte nicht in { $folder } aufbewahrt werden ({ $error }); nichts anderes wurde gestartet. Speichere es zuerst woanders.
status-saved-as = Gespeichert als { $path }
status-could-not-save = Konnte nicht in { $folder } speichern: { $error }
status-not-settings = { $path }: keine Einstellungen ({ $error }); die Standardwerte werden verwendet
status-settings-unreadable = { $error }; die Standardwerte werden verwendet
menu-file-with-problems = { $file } — { $count ->
    [one] 1 Problem
   *[other] { $count } Probleme
}

## Reading a file the user named
read-cannot-read = { $path }: die Datei kann nicht gelesen werden: { $error }
read-not-a-file = { $path }: keine gewöhnliche Datei (sondern { $kind ->
    [directory] ein Ordner
    [fifo] ein FIFO (Named Pipe)
    [character-device] ein zeichenorientiertes Gerät
    [block-device] ein blockorientiertes Gerät
    [socket] ein Socket
   *[other] etwas anderes
}); nur gewöhnliche Dateien werden gelesen
read-too-large = { $path }: die Datei ist größer als { $cap } Bytes; sie wird nicht gelesen
read-not-text = { $path }: die Datei ist kein UTF-8-Text
saves-reader-failed = das Lesen konnte nicht gestartet werden: { $error }
