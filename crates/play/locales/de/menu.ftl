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
plugins-late = Ein Hook eines Plugins ist nicht zurückgekehrt: { $reason }. Das Spiel kann nicht weitergehen; die automatische Speicherung enthält jede Entscheidung davor. Beende die App: der Hook des Plugins läuft vielleicht noch.

## The status line
error-setup-has-errors = Der gewählte Spielplan oder Aktionskarten-Satz hat Fehler; wähle einen anderen.
error-seed = Der Seed ist eine ganze Zahl von 0 bis { $max }, nicht { $text }
error-could-not-start = Das Spiel konnte nicht gestartet werden: { $error }
error-could-not-store-bests = Die Solo-Bestwerte konnten nicht gespeichert werden: { $error }
error-could-not-store-settings = Die Einstellungen konnten nicht gespeichert werden: { $error }
status-opened-changed = Geöffnet: { $save }, obwohl sich { $parts } seit dem Speichern geändert hat: Dies ist nicht das Spiel, das gespielt wurde.
status-the-autosave = dein letztes Spiel
status-could-not-load = Konnte nicht laden: { $error }
status-resumed = Willkommen zurück: Das Spiel geht dort weiter, wo du aufgehört hast.
status-loaded = Geladen: { $save }.
status-loaded-unchecked = Geladen: { $save }. Der Spielstand stammt aus einer älteren Version des Spiels; ob Spielplan und Aktionskarten noch dieselben sind wie beim Spielen, lässt sich daher nicht prüfen.
status-could-not-load-named = Konnte nicht geladen werden: { $save } ({ $error })
status-kept-as = Das nicht beendete Spiel wurde als { $file } aufbewahrt: Du findest es im Menü unter „Gespeicherte Spiele“.
status-could-not-keep = Das laufende Spiel konnte nicht in { $folder } aufbewahrt werden ({ $error }); nichts anderes wurde gestartet. Speichere es zuerst woanders.
status-could-not-keep-finished = Dieses beendete Spiel konnte nicht bei den gespeicherten Spielen in { $folder } aufbewahrt werden ({ $error }): Drücke „Speichern“, um es erneut zu versuchen.
status-saved = Als { $file } gespeichert: Du findest es im Menü unter „Gespeicherte Spiele“.
status-saved-in = In { $folder } als { $file } gespeichert.
status-could-not-save = Konnte nicht in { $folder } speichern: { $error }
status-deleted = { $file } gelöscht.
status-could-not-delete = { $file } konnte nicht gelöscht werden: { $error }
status-could-not-watch = { $file } kann nicht angesehen werden: { $error }
status-could-not-replay = Das Spiel kann nicht nachgespielt werden: { $error }
status-could-not-branch = Das neue Spiel konnte nicht in { $folder } gespeichert werden: { $error }
status-not-allowed = Nicht erlaubt: { $reason }
status-type-folder = Gib den Ordner ein, in dem das Spiel gespeichert werden soll.
status-not-settings = { $path }: keine Einstellungen ({ $error }); die Standardwerte werden verwendet
status-settings-unreadable = { $error }; die Standardwerte werden verwendet
status-autosave-unreadable = Die automatische Speicherung deines letzten Spiels konnte nicht gelesen werden: { $error }.
status-autosave-set-aside = Sie wurde als { $file } beiseitegelegt und steht bei den gespeicherten Spielen, wo nichts sie ersetzt.
status-autosave-not-set-aside = Sie konnte nicht beiseitegelegt werden ({ $error }).
status-autosave-offer-checkpoint = „Letztes Spiel fortsetzen“ bietet ihre ersten { $kept } von { $read } Aktionen an, bis zum letzten Kontrollpunkt, der übereinstimmte.
status-autosave-offer-read = „Letztes Spiel fortsetzen“ bietet { $kept ->
        [one] ihre erste Aktion
       *[other] ihre ersten { $kept } Aktionen
    } an, so weit sich die Datei lesen und nachspielen ließ.
status-autosave-offer-older = „Letztes Spiel fortsetzen“ bietet die ältere automatische Speicherung dieses Spiels an, die ebenso weit oder weiter reicht.
status-autosave-nothing = Nichts davon konnte gerettet werden.
status-autosave-nothing-why = Nichts davon konnte gerettet werden: { $why }
status-autosave-older-set-aside = Auch die ältere automatische Speicherung war nicht lesbar; sie wurde als { $file } beiseitegelegt.
status-autosave-older-not-set-aside = Auch die ältere automatische Speicherung war nicht lesbar und konnte nicht beiseitegelegt werden ({ $error }).
autosave-not-a-file = sie ist keine gewöhnliche Datei
status-shared-folder = { $owner ->
        [none] Ein anderes metro-Fenster
       *[other] Ein anderes metro-Fenster (Prozess { $owner })
    } verwendet { $folder }. Dieses Fenster hält sein Spiel in { $autosave } und lässt Spiel und Dateien des anderen Fensters unberührt: Schließe das andere Fenster, um dessen Spiel fortzusetzen.
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
