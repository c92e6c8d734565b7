# chicago: Probleme einer Spielplan-Datei (de).

board-out-of-range = { $value } liegt außerhalb des Bereichs: erlaubt ist { $min } bis { $max }
board-name-empty = der Name ist leer
board-text-too-long = der Text ist länger als { $max } Zeichen
board-text-control = der Text enthält das Steuer- oder Richtungszeichen U+{ $code }
board-not-chicago = dies ist kein Spielplan von Chicago Express: `game` muss "chicago-express" sein, nicht "{ $game }"
board-no-hexes = der Spielplan hat keine Felder
board-hex-outside = Feld { $hex } liegt außerhalb des Rasters von { $columns } Spalten und { $rows } Zeilen
board-hex-label = "{ $hex }" ist kein Feldname: ein Spaltenbuchstabe A–Z und eine Zeilennummer, wie A2
board-hex-twice = Feld { $hex } steht zweimal in der Liste
board-hex-kind = unbekannte Feldart "{ $kind }": erwartet plains, forest, mountain, city, industrial oder start
board-hex-needs = ein Feld der Art { $kind } braucht `{ $key }`
board-hex-not-here = ein Feld der Art { $kind } hat kein `{ $key }`
board-no-such-hex = auf diesem Spielplan gibt es kein Feld { $hex }
board-chicago-kind = Chicago muss eine Stadt ohne Häuschenwert sein
board-companies-count = ein Spielplan hat 1 bis { $max } Gesellschaften
board-company-twice = das Kürzel { $company } ist zweimal vergeben
board-two-late = nur eine Gesellschaft darf in Chicago eröffnet werden
board-opens = `opens` darf nur "chicago" sein, nicht "{ $value }"
board-start-kind = das Startfeld dieser Gesellschaft muss ein Feld der Art { $kind } sein (und nicht Chicago)
board-start-shared = dieses Feld ist schon das Startfeld von { $company }
board-company-income = eine von Anfang an eröffnete Gesellschaft braucht ein Starteinkommen `income`
board-late-income = eine in Chicago eröffnete Gesellschaft erhält ihr Einkommen von ihrer Startstadt, nicht aus `income`
board-start-unused = Startfeld { $hex } ist das Startfeld keiner Gesellschaft
board-no-initial = mindestens eine Gesellschaft muss vor dem ersten Zug versteigert werden
board-initial-late = { $company } wird später eröffnet und kann nicht vor dem ersten Zug versteigert werden
board-initial-twice = { $company } wird vor dem ersten Zug zweimal versteigert
board-no-such-company = es gibt keine Gesellschaft { $company }
board-industrial-count = die Industrieskala hat höchstens { $max } Zeilen
board-industrial-twice = diese Industriestadt hat schon eine Zeile
board-industrial-kind = eine Zeile der Industrieskala muss ein Feld der Art industrial nennen
board-industrial-no-row = Industriestadt { $hex } hat keine Zeile in der Industrieskala
board-row-length = eine Zeile hat 1 bis { $max } Werte
board-row-increasing = die Werte einer Zeile müssen von links nach rechts steigen
board-grows = `grows` ist "dividend" oder "develop", nicht "{ $value }"
board-no-way = das Startfeld von { $company } erreicht Chicago nicht, ohne ein anderes Startfeld zu durchqueren
board-no-clock = die Industrieskala braucht eine Zeile, die von selbst wächst (`grows = "dividend"`, wie Detroit): sie beendet das Spiel spätestens
