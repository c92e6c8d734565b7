# app: menu words (it). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Riprendi l'ultima partita
menu-back-to-game = Torna alla partita
menu-language = Lingua
    .tooltip = La lingua di tutto il gioco (viene ricordata per la prossima volta)
menu-map = Mappa
menu-card-set = Set di carte Azione
menu-seats = Posti
# same in every language
menu-seed = Seed
menu-seed-hint = casuale
menu-seed-random = Casuale
    .tooltip = Un nuovo seed casuale a ogni partita
menu-animation = Animazione
menu-animation-suffix = { " " }passi/s (0: immediata)
menu-start-game = Inizia partita
menu-test-by-simulation = Prova con simulazione…
    .tooltip = Gioca molte partite tra bot con questa Mappa, questo set di carte e questa variante; guarda i risultati nei grafici e sulla Mappa
menu-not-startable = La Mappa o il set di carte scelto contiene errori (vedi sopra); non si può giocare.
menu-map-file = File della Mappa
menu-map-file-hint = oppure un file: percorso/della/mappa.toml
menu-open-map-file = Apri file della Mappa
menu-card-set-file = File del set di carte
menu-card-set-file-hint = oppure un file: percorso/del/set-di-carte.toml
menu-open-card-set-file = Apri file del set di carte
menu-open = Apri
menu-reading-files = (lettura dei tuoi file…)
menu-none = (nessuno)
menu-players = { $count ->
    [one] 1 giocatore (in solitario)
   *[other] { $count } giocatori
}
menu-remove-seat = Togli un posto
menu-add-seat = Aggiungi un posto
menu-seat-player = Posto { $seat }: giocatore
menu-seat-colour = Posto { $seat }: colore
menu-solo-bests = Record in solitario — { $combination }
menu-no-solo-bests = Nessuna partita in solitario ancora conclusa con questa combinazione.
menu-file-problems = { $count ->
    [one] 1 problema — con questo file non si può giocare:
   *[other] { $count } problemi — con questo file non si può giocare:
}
menu-more-problems = … e altri { $count }
menu-browse = Sfoglia…
# same in every language
menu-in-folder = In { $folder }
menu-up-a-folder = Cartella superiore

## Seats

seat-human = Umano
    .tooltip = Una persona a questo computer
seat-easy-bot = Bot facile
    .tooltip = Il bot euristico, ma due mosse su cinque a caso
seat-normal-bot = Bot normale
    .tooltip = Il bot euristico: gioca come una persona assennata, senza esitare
seat-hard-bot = Bot difficile
    .tooltip = Il bot di ricerca: circa un secondo a mossa su un core
seat-expert-bot = Bot esperto
    .tooltip = Il bot di ricerca: tre secondi a mossa su tutti i core
seat-name = Giocatore { $seat }
seat-name-easy = Giocatore { $seat } (Facile)
seat-name-normal = Giocatore { $seat } (Normale)
seat-name-hard = Giocatore { $seat } (Difficile)
seat-name-expert = Giocatore { $seat } (Esperto)

## Player colours

colour-red = rosso
colour-blue = blu
colour-yellow = giallo
colour-green = verde
colour-purple = viola
colour-white = bianco
colour-black = nero
colour-orange = arancione
colour-custom = personalizzato
