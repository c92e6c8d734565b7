# core: problems of a map or a card set (de). Ids are kebab-case, prefixed by their area.

## Names and texts

problem-name-empty = { $what } darf nicht leer sein
problem-text-too-long = { $what } ist länger als { $max } Zeichen ({ $bytes } Bytes)
problem-text-control = { $what } enthält das Steuerzeichen U+{ $code }, das in Namen nicht vorkommen darf
text-what-map-name = der Name des Spielplans
text-what-description = die Beschreibung
text-what-line-name = der Name der Linie
text-what-stop-name = der Name des Haltepunkts
text-what-station-name = der Name der Station
text-what-card-set-name = der Name des Aktionskarten-Satzes
text-what-column-name = der Name der Spalte
text-what-seat-label = der Name des Platzes
text-what-name = der Name
text-what-colour-name = der Name der Farbe
text-what-shape-name = der Name der Form
text-what-a-name = ein Name

## Maps

problem-map-needs-name = der Spielplan braucht einen Namen
problem-grid-columns = columns muss zwischen { $min } und { $max } liegen, nicht { $value }
problem-grid-rows = rows muss zwischen { $min } und { $max } liegen, nicht { $value }
problem-grid-too-small = ein Raster von { $columns }×{ $rows } hat keinen Platz für { $players } Meeples (TM-6.5.1)
problem-map-no-line = der Spielplan hat keine Linie
problem-line-letter = ein Linienbuchstabe besteht aus 1–2 Großbuchstaben, nicht "{ $letter }"
problem-line-letter-used = der Linienbuchstabe { $letter } gehört schon einer früheren Linie (lines[{ $first }])
problem-line-needs-name = die Linie braucht einen Namen
problem-shares = shares muss zwischen 1 und { $max } liegen, nicht { $value }
problem-extras-count = extras braucht einen Eintrag je Aktie: { $entries } Einträge für { $shares } Aktien
problem-extra = ein Zusatzbetrag einer Aktie ist ein Vielfaches von ¥100 von 0 bis 5000, nicht { $value }
problem-slots = slots muss zwischen 1 und 4 liegen, nicht { $value }
problem-line-too-short = eine Linie ist ein Weg aus mindestens 2 Haltepunkten, nicht { $count }
problem-stop-off-grid = der Haltepunkt { $stop } bei [{ $x }, { $y }] berührt kein Feld des Rasters von { $columns }×{ $rows }
problem-stop-same-point = der Haltepunkt { $stop } liegt am selben Punkt [{ $x }, { $y }] wie der Haltepunkt { $other }
problem-station-name-empty = der Name einer Station darf nicht leer sein
problem-station-too-many-stops = die Station { $station } hat { $count } Haltepunkte ({ $stops }); eine Station hat 1–{ $max }
problem-station-stops-apart = der Haltepunkt { $stop } bei [{ $x }, { $y }] ist mehr als ein Feld vom Haltepunkt { $other } bei [{ $other_x }, { $other_y }] derselben Station { $station } entfernt
problem-revenue-rows = die Einnahmenleiste führt jeden Wert von ¥0 bis ¥6,000 in Schritten von ¥100 auf: { $rows } Zeilen, nicht { $count }
problem-revenue-row-value = Zeile { $row } sollte für den Wert { $expected } sein, nicht { $value }
problem-revenue-pair = neben dem Wert { $value } müssen höherer Wert { $high } und niedrigerer Wert { $low } zusammen ihn ergeben, mit 0 ≤ niedrigerer ≤ höherer, in Schritten von ¥100
problem-too-many-lines = höchstens { $max } Linien, nicht { $count }
problem-line-too-many-stops = eine Linie hat höchstens { $max } Haltepunkte, nicht { $count }

## Card sets

problem-card-set-needs-name = der Aktionskarten-Satz braucht einen Namen
problem-column-count = ein Aktionskarten-Satz hat 1–{ $max } Spalten, nicht { $count }
problem-column-needs-name = die Spalte braucht einen Namen
problem-column-colours = eine Spalte hat 1 oder 2 Farben, nicht { $count }
problem-column-cards = eine Spalte hat 2–{ $max } Karten, nicht { $count }
problem-column-same-size = jede Spalte hat gleich viele Karten: diese hat { $count }, die erste { $first }
problem-dots = dots muss zwischen 1 und 3 liegen, nicht { $value }
problem-dots-order = die Karten stehen nach Alter geordnet: eine Karte mit { $dots } Punkten nach einer mit { $previous } Punkten
problem-card-actions = eine Karte zeigt eine oder zwei Aktionen, nicht { $count }
problem-unknown-kind = unbekannte Aktionsart "{ $kind }"; bekannte Arten: { $known }
problem-spaces-fixed = { $kind } belegt genau { $fixed } (D-24) Aktionsfelder, nicht { $value }
problem-spaces = { $kind } belegt 1 bis 3 Aktionsfelder, nicht { $value }
problem-param-range = { $kind } { $param } muss zwischen { $min } und { $max } liegen, nicht { $value }
problem-param-range-step = { $kind } { $param } muss zwischen { $min } und { $max } liegen, in Schritten von { $step }, nicht { $value }
problem-param-name = { $kind } hat den Parameter { $param }, nicht { $given }
problem-param-none = { $kind } hat keinen Parameter, aber { $given } ist angegeben
problem-param-missing = { $kind } braucht seinen Parameter { $param }
