# chicago: problemi di un file di tabellone (it).

board-out-of-range = { $value } è fuori intervallo: deve stare tra { $min } e { $max }
board-name-empty = il nome è vuoto
board-text-too-long = il testo supera i { $max } caratteri
board-text-control = il testo contiene il carattere di controllo o di direzione U+{ $code }
board-not-chicago = questo non è un tabellone di Chicago Express: `game` deve essere "chicago-express", non "{ $game }"
board-no-hexes = il tabellone non ha esagoni
board-hex-outside = l'esagono { $hex } è fuori dalla griglia di { $columns } colonne e { $rows } righe
board-hex-label = "{ $hex }" non è il nome di un esagono: una lettera di colonna A–Z e un numero di riga, come A2
board-hex-twice = l'esagono { $hex } è elencato due volte
board-hex-kind = tipo di esagono sconosciuto "{ $kind }": atteso plains, forest, mountain, city, industrial o start
board-hex-needs = un esagono di tipo { $kind } richiede `{ $key }`
board-hex-not-here = un esagono di tipo { $kind } non ha `{ $key }`
board-no-such-hex = su questo tabellone non c'è l'esagono { $hex }
board-chicago-kind = Chicago deve essere una città senza valore di casetta
board-companies-count = un tabellone ha da 1 a { $max } compagnie
board-company-twice = la sigla { $company } è usata due volte
board-two-late = solo una compagnia può aprire a Chicago
board-opens = `opens` può essere solo "chicago", non "{ $value }"
board-start-kind = l'esagono di partenza di questa compagnia deve essere di tipo { $kind } (e non Chicago)
board-start-shared = questo esagono è già l'esagono di partenza di { $company }
board-company-income = una compagnia aperta fin dall'inizio richiede un reddito iniziale `income`
board-late-income = una compagnia che apre a Chicago prende il reddito dalla sua città di partenza, non da `income`
board-start-unused = l'esagono di partenza { $hex } non è la partenza di alcuna compagnia
board-no-initial = almeno una compagnia deve andare all'asta prima del primo turno
board-initial-late = { $company } apre più tardi e non può andare all'asta prima del primo turno
board-initial-twice = { $company } va all'asta due volte prima del primo turno
board-no-such-company = non esiste la compagnia { $company }
board-industrial-count = la tabella delle città industriali ha al massimo { $max } righe
board-industrial-twice = questa città industriale ha già una riga
board-industrial-kind = una riga della tabella delle città industriali deve indicare un esagono di tipo industrial
board-industrial-no-row = la città industriale { $hex } non ha una riga nella tabella
board-row-length = una riga ha da 1 a { $max } valori
board-row-increasing = i valori di una riga devono crescere da sinistra a destra
board-grows = `grows` è "dividend" o "develop", non "{ $value }"
board-no-way = l'esagono di partenza di { $company } non raggiunge Chicago senza attraversare un'altra partenza
board-no-clock = la tabella delle città industriali richiede una riga che cresca da sola (`grows = "dividend"`, come Detroit): chiude la partita al più tardi
