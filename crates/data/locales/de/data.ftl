# data: problems of reading a map, card-set or Jidohanbaiki file (de). Ids are kebab-case, prefixed by their area.

## The file

data-file-problems = { $count ->
    [one] { $file }: { $count } Problem
   *[other] { $file }: { $count } Probleme
}
data-more-problems = { $count ->
    [one] … und { $count } weiteres Problem (nur die ersten { $listed } sind aufgeführt)
   *[other] … und { $count } weitere Probleme (nur die ersten { $listed } sind aufgeführt)
}
data-toml-syntax = TOML-Syntax: { $message }
data-too-many-bytes = die Datei hat { $bytes } Bytes; eine Spielplan-, Aktionskarten- oder Jidohanbaiki-Datei hat höchstens { $max }
data-too-many-lines = die Datei hat { $lines } Zeilen; eine Spielplan-, Aktionskarten- oder Jidohanbaiki-Datei hat höchstens { $max }

## Values

data-expected = { $wanted ->
    [table] erwartet wird eine Tabelle, gefunden: { $found }
    [string] erwartet wird ein Text, gefunden: { $found }
    [integer] erwartet wird eine ganze Zahl, gefunden: { $found }
    [boolean] erwartet wird true oder false, gefunden: { $found }
    [array] erwartet wird eine Liste, gefunden: { $found }
   *[number] erwartet wird eine Zahl, gefunden: { $found }
}
data-found-string = Text
data-found-integer = ganze Zahl
data-found-float = Kommazahl
data-found-boolean = Wahrheitswert
data-found-datetime = Datum
data-found-array = Liste
data-found-table = Tabelle
data-unknown-key = unbekannter Schlüssel `{ $key }`; erwartet wird einer von: { $allowed }
data-missing-key = der Schlüssel `{ $key }` fehlt
data-integer-out-of-range = ganze Zahl außerhalb des Bereichs
data-at-most = { $what ->
    [lines] höchstens { $max } Linien, nicht { $count } (eine Grenze des Formats)
    [stops] höchstens { $max } Haltepunkte auf einer Linie, nicht { $count } (eine Grenze des Formats)
    [rows] höchstens { $max } Zeilen der Einnahmenleiste, nicht { $count } (eine Grenze des Formats)
    [columns] höchstens { $max } Spalten, nicht { $count } (eine Grenze des Formats)
    [cards] höchstens { $max } Karten in einer Spalte, nicht { $count } (eine Grenze des Formats)
    [colour-cards] höchstens { $max } Farbkarten, nicht { $count } (eine Grenze des Formats)
   *[shape-cards] höchstens { $max } Formkarten, nicht { $count } (eine Grenze des Formats)
}
data-colour = eine Farbe wird "#RRGGBB" geschrieben, nicht "{ $text }"
data-coordinate = eine Koordinate ist ein Vielfaches von 0.5 zwischen -{ $max } und { $max }
data-position = eine Position ist [x, y]: zwei Zahlen, nicht { $count }
data-vehicle = vehicle ist "train", "tram" oder "bus", nicht { $given }
data-revenue-row = eine Zeile der Einnahmenleiste ist [Wert, höherer, niedrigerer]

## Reading a file

error-read-io = { $path } kann nicht gelesen werden: { $reason }
error-read-not-a-file = { $kind ->
    [directory] { $path } kann nicht gelesen werden: es ist ein Verzeichnis, keine normale Datei
    [fifo] { $path } kann nicht gelesen werden: es ist ein FIFO (benannte Pipe), keine normale Datei
    [character-device] { $path } kann nicht gelesen werden: es ist ein zeichenorientiertes Gerät, keine normale Datei
    [block-device] { $path } kann nicht gelesen werden: es ist ein blockorientiertes Gerät, keine normale Datei
    [socket] { $path } kann nicht gelesen werden: es ist ein Socket, keine normale Datei
   *[other] { $path } kann nicht gelesen werden: es ist keine normale Datei
}
error-read-too-big = { $path } kann nicht gelesen werden: die Datei hat { $size } Bytes, mehr als die { $limit } Bytes, die für diese Art Datei erlaubt sind
error-read-not-utf8 = { $path } kann nicht gelesen werden: die Datei ist kein UTF-8-Text (ein ungültiges Byte bei Position { $offset })
error-write-exists = { $path } gibt es schon; nichts wurde überschrieben
error-write-not-a-file = { $kind ->
    [directory] { $path } kann nicht geschrieben werden: es ist ein Verzeichnis, keine normale Datei
    [fifo] { $path } kann nicht geschrieben werden: es ist ein FIFO (benannte Pipe), keine normale Datei
    [character-device] { $path } kann nicht geschrieben werden: es ist ein zeichenorientiertes Gerät, keine normale Datei
    [block-device] { $path } kann nicht geschrieben werden: es ist ein blockorientiertes Gerät, keine normale Datei
    [socket] { $path } kann nicht geschrieben werden: es ist ein Socket, keine normale Datei
   *[other] { $path } kann nicht geschrieben werden: es ist keine normale Datei
}
error-write-io = { $path } kann nicht geschrieben werden: { $reason }
# $name: the first name tried (stem.extension); $count: the names tried (999).
error-write-no-free-name = in { $folder } kann nicht geschrieben werden: { $name } und seine { $count } nummerierten Namen sind alle vergeben
