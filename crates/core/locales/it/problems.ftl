# core: problems of a map or a card set (it). Ids are kebab-case, prefixed by their area.

## Names and texts

problem-name-empty = { $what } non può essere vuoto
problem-text-too-long = { $what } supera i { $max } caratteri ({ $bytes } byte)
problem-text-control = { $what } contiene il carattere di controllo U+{ $code }, che i nomi non possono contenere
text-what-map-name = il nome della Mappa
text-what-description = la descrizione
text-what-line-name = il nome della Linea
text-what-stop-name = il nome della fermata
text-what-station-name = il nome della Stazione
text-what-card-set-name = il nome del set di carte Azione
text-what-column-name = il nome della colonna
text-what-seat-label = il nome del posto
text-what-name = il nome
text-what-colour-name = il nome del colore
text-what-shape-name = il nome della forma
text-what-a-name = un nome

## Maps

problem-map-needs-name = la Mappa ha bisogno di un nome
problem-grid-columns = columns deve essere tra { $min } e { $max }, non { $value }
problem-grid-rows = rows deve essere tra { $min } e { $max }, non { $value }
problem-grid-too-small = una griglia { $columns }×{ $rows } non ha spazio per { $players } Meeple (TM-6.5.1)
problem-map-no-line = la Mappa non ha nessuna Linea
problem-line-letter = la lettera di una Linea è formata da 1–2 lettere maiuscole, non "{ $letter }"
problem-line-letter-used = la lettera { $letter } è già usata da una Linea precedente (lines[{ $first }])
problem-line-needs-name = la Linea ha bisogno di un nome
problem-shares = shares deve essere tra 1 e { $max }, non { $value }
problem-extras-count = extras richiede una voce per ogni Stock: { $entries } voci per { $shares } Stock
problem-extra = un costo aggiuntivo di uno Stock è un multiplo di ¥100 da 0 a 5000, non { $value }
problem-slots = slots deve essere tra 1 e 4, non { $value }
problem-line-too-short = una Linea è un percorso di almeno 2 fermate, non { $count }
problem-stop-off-grid = la fermata { $stop } in [{ $x }, { $y }] non tocca nessuno spazio della griglia { $columns }×{ $rows }
problem-stop-same-point = la fermata { $stop } è nello stesso punto [{ $x }, { $y }] della fermata { $other }
problem-station-name-empty = il nome di una Stazione non può essere vuoto
problem-station-too-many-stops = la Stazione { $station } ha { $count } fermate ({ $stops }); una Stazione ne ha 1–{ $max }
problem-station-stops-apart = la fermata { $stop } in [{ $x }, { $y }] dista più di uno spazio dalla fermata { $other } in [{ $other_x }, { $other_y }] della stessa Stazione { $station }
problem-revenue-rows = il Tracciato delle Entrate elenca ogni Valore da ¥0 a ¥6,000 a passi di ¥100: { $rows } righe, non { $count }
problem-revenue-row-value = la riga { $row } dovrebbe essere per il Valore { $expected }, non { $value }
problem-revenue-pair = accanto al Valore { $value }, il valore più alto { $high } e quello più basso { $low } devono sommarsi a esso con 0 ≤ basso ≤ alto, a passi di ¥100
problem-too-many-lines = al massimo { $max } Linee, non { $count }
problem-line-too-many-stops = una Linea ha al massimo { $max } fermate, non { $count }

## Card sets

problem-card-set-needs-name = il set di carte Azione ha bisogno di un nome
problem-column-count = un set di carte Azione ha 1–{ $max } colonne, non { $count }
problem-column-needs-name = la colonna ha bisogno di un nome
problem-column-colours = una colonna ha 1 o 2 colori, non { $count }
problem-column-cards = una colonna ha 2–{ $max } carte, non { $count }
problem-column-same-size = ogni colonna ha lo stesso numero di carte: questa ne ha { $count }, la prima { $first }
problem-dots = dots deve essere tra 1 e 3, non { $value }
problem-dots-order = le carte sono elencate in ordine di età: una carta con { $dots } pallini dopo una con { $previous } pallini
problem-card-actions = una carta mostra una o due azioni, non { $count }
problem-unknown-kind = tipo di azione sconosciuto "{ $kind }"; tipi noti: { $known }
problem-spaces-fixed = { $kind } occupa esattamente { $fixed } (D-24) caselle, non { $value }
problem-spaces = { $kind } occupa da 1 a 3 caselle, non { $value }
problem-param-range = { $kind } { $param } deve essere tra { $min } e { $max }, non { $value }
problem-param-range-step = { $kind } { $param } deve essere tra { $min } e { $max } a passi di { $step }, non { $value }
problem-param-name = { $kind } ha il parametro { $param }, non { $given }
problem-param-none = { $kind } non ha parametri, ma è indicato { $given }
problem-param-missing = { $kind } richiede il suo parametro { $param }
