# play: editor words (it). Ids are kebab-case, prefixed by their area.

## The map editor
editor-new-map-name = Nuova Mappa
editor-new-card-set-name = Nuovo set di carte Azione

editor-new-line-name = Linea { $letter }
editor-new-station-name = Stazione { $number }
editor-new-station-fallback = Stazione

## The card-set editor
editor-column = Colonna { $number }

## Edits refused (the draft stays as it was)
editor-error-syntax = il file non è TOML valido: { $error }
editor-error-too-large = il file supera { $bytes } byte
editor-limit-lines = una Mappa ha al massimo { $max } Linee
editor-limit-stops = una Linea ha al massimo { $max } fermate
editor-limit-station-stops = una Stazione ha al massimo { $max } fermate (CP-1.4); { $station } ne avrebbe { $stops }
editor-limit-columns = un set di carte ha al massimo { $max } colonne
editor-limit-cards = una colonna ha al massimo { $max } carte
editor-limit-actions = una carta ha al massimo { $max } azioni (TM-4.1)
editor-error-lines-not-tables = `lines` non è un elenco di tabelle
editor-error-no-line = non esiste la Linea { $line }
editor-error-stops-not-list = `stops` della Linea non è un elenco
editor-error-no-stop = non esiste la fermata { $stop } sulla Linea { $line }
editor-error-no-such-stop = questa fermata non esiste
editor-error-no-such-share = questo Stock non esiste
editor-error-no-such-row = questa riga del Tracciato delle Entrate non esiste
editor-error-columns-not-tables = `columns` non è un elenco di tabelle
editor-error-no-column = non esiste la colonna { $column }
editor-error-cards-not-tables = `cards` della colonna non è un elenco di tabelle
editor-error-no-card = non esiste la carta { $card } nella colonna { $column }
editor-error-actions-not-list = `actions` della carta non è un elenco
editor-error-no-such-column = questa colonna non esiste
editor-error-no-such-card = questa carta non esiste
editor-error-no-such-action = questa azione non esiste

## Opening, saving and autosaving a draft ($key is a built-in's key or a file's path)
editor-no-map = Nessuna Mappa { $key } da modificare
editor-no-builtin-map = Nessuna Mappa integrata { $key }
editor-no-card-set = Nessun set di carte { $key } da modificare
editor-no-builtin-card-set = Nessun set di carte integrato { $key }
# The name a copy of a built-in gets (written into the file): the first copy, then copy 2, 3 …
editor-copy-name = { $name } (copia)
editor-copy-name-numbered = { $name } (copia { $number })
editor-cannot-edit = Impossibile modificare { $key }: { $error }
editor-map-draft-unreadable = Impossibile leggere la bozza della Mappa: { $error }
editor-map-draft-uneditable = Impossibile modificare la bozza della Mappa: { $error }
editor-card-draft-unreadable = Impossibile leggere la bozza del set di carte: { $error }
editor-card-draft-uneditable = Impossibile modificare la bozza del set di carte: { $error }
editor-save-needs-toml = Indica un nome di file che termini con .toml in cui salvare.
editor-saved-to = Salvato in { $path }
editor-save-would-replace = { $path } esiste già e non è questa bozza: salva di nuovo per sostituirlo, o scrivi un altro nome.
editor-could-not-save = Impossibile salvare in { $path }: { $error }
editor-could-not-autosave = Impossibile salvare automaticamente la bozza: { $error }
findings-random-bots = L'equilibrio si giudica dai bot che giocano per vincere: simula senza bot casuali per vedere i risultati.
findings-too-few-games = I risultati sull'equilibrio richiedono almeno { $games } partite.
findings-cannot-load = Non è stato possibile controllare il progetto: { $error }
editor-station-name-taken = Un’altra stazione si chiama già { $station }: un nome non unisce mai due stazioni. Per spostare una fermata in { $station }, sceglila in «Stazione».
changes-unreadable = Non è stato possibile leggere { $name } per il confronto.
changes-map-name = il nome della mappa: { $old }, ora { $new }
changes-grid = la griglia: { $old }, ora { $new }
changes-revenue-track = il tracciato dei ricavi è cambiato
changes-trains-leave = è cambiato se i treni lasciano la fermata di partenza (TM-9.7)
changes-line-removed = linea { $line } rimossa ({ $name })
changes-line-added = linea { $line } aggiunta: { $name }, { $stops } fermate
changes-line-name = linea { $line }: si chiama { $new } (era { $old })
changes-line-colour = linea { $line }: un altro colore
changes-line-extras = linea { $line }: sovrapprezzi delle quote { $old }, ora { $new }
changes-line-slots = linea { $line }: caselle per dischi { $old }, ora { $new }
changes-line-vehicle = linea { $line }: { $old }, ora { $new }
changes-line-reversed = linea { $line }: fermate invertite
changes-stop-moved = linea { $line }: { $stop } spostata da { $old } a { $new }
changes-stop-added = linea { $line }: fermata aggiunta a { $stop } { $at }
changes-stop-removed = linea { $line }: { $stop } rimossa
changes-line-stops = linea { $line }: { $old } fermate, ora { $new }
changes-cards-name = il nome del mazzo: { $old }, ora { $new }
changes-column-removed = colonna { $column } rimossa
changes-column-added = colonna { $column } aggiunta, { $cards } carte
changes-column-cards = colonna { $column }: { $old } carte, ora { $new }
changes-column-changed = colonna { $column }: { $cards ->
    [one] 1 carta cambiata
   *[other] { $cards } carte cambiate
}
