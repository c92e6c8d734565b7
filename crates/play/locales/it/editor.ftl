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
