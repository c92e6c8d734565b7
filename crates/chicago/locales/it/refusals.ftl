# chicago: perché un'azione è rifiutata (it).

refusal-game-over = La partita è finita.
refusal-players = Chicago Express è per 2-6 giocatori.
refusal-banker-seat = Il banchiere deve essere uno dei giocatori.
refusal-not-asked = Non è questo che si chiede ora.
refusal-dial-on-red = La lancetta di questa azione è nella zona rossa.
refusal-no-such-company = Questa compagnia non esiste.
refusal-no-such-hex = Questo esagono non esiste.
refusal-closed = Questa compagnia non è ancora aperta.
refusal-no-share-left = Questa compagnia non ha più azioni sulla sua plancia.
refusal-below-minimum = L'offerta è inferiore all'offerta minima.
refusal-not-higher = L'offerta deve superare l'offerta più alta.
refusal-over-cash = L'offerta supera il denaro di chi offre.
refusal-no-share-held = Solo chi possiede un'azione di questa compagnia può costruire per lei.
refusal-no-locomotive-left = Questa compagnia non ha più locomotive sulla sua plancia.
refusal-nowhere-to-build = Nessun esagono accanto alla rete di questa compagnia può ricevere una locomotiva.
refusal-not-adjacent = L'esagono non è accanto alla rete di questa compagnia.
refusal-already-there = Questa compagnia ha già una locomotiva sull'esagono.
refusal-one-locomotive-only = Una foresta o una montagna riceve una sola locomotiva.
refusal-start-hex = L'esagono di partenza di un'altra compagnia non riceve altre locomotive.
refusal-treasury-short = La cassa della compagnia non può pagare questa costruzione.
refusal-no-locomotive-on-hex = Si può sviluppare solo un esagono con una locomotiva.
refusal-already-developed = Questo esagono è già stato sviluppato.
refusal-not-developable = Pianure, esagoni di partenza e Chicago non si possono sviluppare.
refusal-no-house-left = Nella riserva generale non resta alcuna casetta.
refusal-industry-at-max = Questa città industriale è al suo valore massimo.
refusal-grows-by-itself = Detroit cresce da sola; i giocatori non possono svilupparla.
