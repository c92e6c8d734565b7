# data: problems of reading a map, card-set or Jidohanbaiki file (it). Ids are kebab-case, prefixed by their area.

## The file

data-file-problems = { $count ->
    [one] { $file }: { $count } problema
   *[other] { $file }: { $count } problemi
}
data-more-problems = { $count ->
    [one] … e { $count } altro problema (sono elencati solo i primi { $listed })
   *[other] … e altri { $count } problemi (sono elencati solo i primi { $listed })
}
data-toml-syntax = sintassi TOML: { $message }
data-too-many-bytes = il file ha { $bytes } byte; un file di Mappa, di set di carte o di Jidohanbaiki ne ha al massimo { $max }
data-too-many-lines = il file ha { $lines } righe; un file di Mappa, di set di carte o di Jidohanbaiki ne ha al massimo { $max }

## Values

data-expected = { $wanted ->
    [table] attesa una tabella, trovato: { $found }
    [string] attesa una stringa, trovato: { $found }
    [integer] atteso un numero intero, trovato: { $found }
    [boolean] atteso true o false, trovato: { $found }
    [array] atteso un elenco, trovato: { $found }
   *[number] atteso un numero, trovato: { $found }
}
data-found-string = stringa
data-found-integer = numero intero
data-found-float = numero decimale
data-found-boolean = valore booleano
data-found-datetime = data
data-found-array = elenco
data-found-table = tabella
data-unknown-key = chiave sconosciuta `{ $key }`; attesa una tra: { $allowed }
data-missing-key = manca la chiave `{ $key }`
data-integer-out-of-range = numero intero fuori intervallo
data-at-most = { $what ->
    [lines] al massimo { $max } Linee, non { $count } (un limite del formato)
    [stops] al massimo { $max } fermate su una Linea, non { $count } (un limite del formato)
    [rows] al massimo { $max } righe del Tracciato delle Entrate, non { $count } (un limite del formato)
    [columns] al massimo { $max } colonne, non { $count } (un limite del formato)
    [cards] al massimo { $max } carte in una colonna, non { $count } (un limite del formato)
    [colour-cards] al massimo { $max } carte Colore Bibita, non { $count } (un limite del formato)
   *[shape-cards] al massimo { $max } carte Forma Bibita, non { $count } (un limite del formato)
}
data-colour = un colore si scrive "#RRGGBB", non "{ $text }"
data-coordinate = una coordinata è un multiplo di 0.5 tra -{ $max } e { $max }
data-position = una posizione è [x, y]: due numeri, non { $count }
data-vehicle = vehicle è "train", "tram" o "bus", non { $given }
data-revenue-row = una riga del Tracciato delle Entrate è [valore, alto, basso]

## Reading a file

error-read-io = impossibile leggere { $path }: { $reason }
error-read-not-a-file = { $kind ->
    [directory] impossibile leggere { $path }: è una cartella, non un file normale
    [fifo] impossibile leggere { $path }: è una FIFO (pipe con nome), non un file normale
    [character-device] impossibile leggere { $path }: è un dispositivo a caratteri, non un file normale
    [block-device] impossibile leggere { $path }: è un dispositivo a blocchi, non un file normale
    [socket] impossibile leggere { $path }: è un socket, non un file normale
   *[other] impossibile leggere { $path }: non è un file normale
}
error-read-too-big = impossibile leggere { $path }: ha { $size } byte, più dei { $limit } byte consentiti per questo tipo di file
error-read-not-utf8 = impossibile leggere { $path }: non è testo UTF-8 (un byte non valido alla posizione { $offset })
error-write-exists = { $path } esiste già; non è stato sovrascritto nulla
error-write-not-a-file = { $kind ->
    [directory] impossibile scrivere { $path }: è una cartella, non un file normale
    [fifo] impossibile scrivere { $path }: è una FIFO (pipe con nome), non un file normale
    [character-device] impossibile scrivere { $path }: è un dispositivo a caratteri, non un file normale
    [block-device] impossibile scrivere { $path }: è un dispositivo a blocchi, non un file normale
    [socket] impossibile scrivere { $path }: è un socket, non un file normale
   *[other] impossibile scrivere { $path }: non è un file normale
}
error-write-io = impossibile scrivere { $path }: { $reason }
# $name: the first name tried (stem.extension); $count: the names tried (999).
error-write-no-free-name = impossibile scrivere in { $folder }: { $name } e i suoi { $count } nomi numerati sono tutti occupati
