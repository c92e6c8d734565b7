# app: learn words (it). Ids are kebab-case, prefixed by their area.

learn-rules = Regole
    .tooltip = Le regole con le parole dei giocatori (F1)
learn-rules-menu =
    .tooltip = Come si gioca, con le parole dei giocatori (F1)
learn-first-game-guide = Guida alla prima partita
    .tooltip = Segui passo per passo il primo round della prossima partita
learn-what-can-i-do = Cosa posso fare?
    .tooltip = Le tue mosse consentite ora, a parole, ognuna con un motivo
learn-close-rules = Chiudi le regole
learn-guide-title = Guida: { $step }
learn-guide-finish = Termina la guida
learn-guide-next = Avanti
learn-guide-got-it = Ho capito
learn-guide-stop = Interrompi la guida
