# save: why a save file was refused (it). Ids are kebab-case, prefixed by their area.

error-save-json = file di salvataggio non valido: { $message } alla riga { $line }, colonna { $column }
error-save-not-a-save = non è un file di salvataggio di metro: il campo "format" è { $found }, atteso "metro-save"
error-save-version = la versione { $found } del formato di salvataggio non è supportata (questo programma legge le versioni da 1 a { $supported })
error-save-too-big = file di salvataggio non valido: ha { $bytes } byte, più dei { $limit } che un salvataggio può avere
error-save-no-setup-hash = file di salvataggio non valido: un salvataggio della versione { $version } registra il suo setup_hash, e questo non ne ha
error-save-setup-changed = setup_hash: { $parts } è cambiato da quando la partita è stata salvata (l'hash della preparazione non corrisponde): il file è stato modificato, oppure sono cambiati i dati integrati o il motore del programma
error-save-missing-module = { $plugin ->
    [none] il salvataggio usa il modulo di regole { $key }{ $version }, che non è caricato
   *[some] il salvataggio usa il modulo di regole { $key }{ $version } (dal plugin { $plugin_name }), che non è caricato: metti il plugin nella cartella dei plugin (o indicalo con --plugin) e carica di nuovo
}
error-save-unknown-option = setup.options: opzione di regola sconosciuta `{ $key }`, attesa una tra: { $known } (nessun modulo di regole caricato la conosce: manca un plugin?)
error-save-unknown-builtin = { $what ->
    [map] setup.{ $part }: nessuna Mappa integrata si chiama { $key } (note: { $known })
   *[card-set] setup.{ $part }: nessun set di carte Azione integrato si chiama { $key } (noti: { $known })
}
error-save-data = { $what ->
    [map] setup.{ $part }: la Mappa { $file } contiene errori:
   *[card-set] setup.{ $part }: il set di carte Azione { $file } contiene errori:
}
error-save-read = impossibile leggere { $path }: { $message }
error-save-seats = setup.seats: { $labels } nomi dei posti per { $players } giocatori
error-save-game-seats = seats: { $count } voci, ma nessun gioco ha più di { $limit } posti
error-save-illegal = actions[{ $index }] ({ $action }) non è consentita nel round { $round }, { $phase }: { $reason }
error-save-hash-mismatch = l'hash dello stato non corrisponde dopo { $after } azioni (checkpoints[{ $index }]): il file dice { $expected }, il replay dà { $found }; il file è stato modificato, oppure il motore o i suoi dati integrati sono cambiati da quando è stato scritto
error-save-option-not-on = "{ $option }" è un'opzione di { $module }, che "{ $switch }" non attiva
error-save-checkpoint-beyond = un punto di controllo dopo { $after } azioni, ma il file ne ha solo { $count }
error-save-checkpoint-order = i punti di controllo devono essere in ordine crescente; { $after } non segue { $previous }
error-save-no-last-checkpoint = nessun punto di controllo dopo l'ultima azione ({ $count }): il file è incompleto
error-save-checkpoint-not-compared = il punto di controllo dopo { $after } azioni non è mai stato confrontato con il replay

## Saves of any game (format version 3)

error-save-no-game = file di salvataggio non valido: un salvataggio della versione { $version } indica il suo gioco, e questo non lo indica
error-save-unknown-game = { $listed ->
    [no] il salvataggio è del gioco { $found }, che questo programma non conosce
   *[yes] il salvataggio è del gioco { $found }, che questo programma non conosce (conosciuti: { $known })
}
error-save-wrong-game = il salvataggio è del gioco "{ $found }", non di "{ $expected }"
error-save-refused = actions[{ $index }] ({ $action }) del posto { $seat } è rifiutata: { $reason }

## What of the setup changed, and the phase an illegal action came in

save-part-map = la Mappa
save-part-cards = il set di carte Azione
save-part-modules = i moduli di regole o le loro carte
save-part-rules = il numero di giocatori o le opzioni di regola
save-parts = { $parts } e { $last }
save-phase = { $phase ->
    [turn-order] Fase dell'Ordine di Gioco
    [movement] Fase di Movimento
    [actions] Fase delle Azioni
    [trains] Fase dei Treni
   *[ended] la partita è finita
}

## Our own words inside the JSON reader's

error-save-state-hash = un hash di stato ha 16 cifre esadecimali, non { $found }
error-save-too-many-actions = un salvataggio contiene al massimo { $limit } azioni (una partita vera ne richiede meno di 1000)
error-save-action-not-exact = actions[{ $index }] non è esattamente un'azione: { $found } si legge come { $action }; le chiavi sconosciute non sono ammesse
