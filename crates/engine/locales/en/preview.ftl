# engine: what a choice would cost and do (en), for prompts and tooltips (`src/preview.rs`).

## Lists
# between the items of what a choice does ("pay ¥300, give up an action disc for good")
preview-separator = {", "}

## What a choice would cost and do (the prompt, tooltips)
preview-pay = pay { $amount }
preview-pay-with-extra = pay { $amount } ({ $extra } of it the share's extra)
preview-pay-fare = pay { $amount } (the fare)
preview-receive = receive { $amount }
preview-discs-lost = { $count ->
    [one] give up an action disc for good
   *[other] give up { $count } action discs for good
}
preview-disc-gained = gain an action disc
# a choice, then what it does for the player ("Take Move 3: you pay ¥300")
preview-you = { $label }: you { $effects }
# a speed token assigned in the middle of an action: the payment that follows is the action's
preview-you-then-action = { $label }; then your action goes on: you { $effects }
# what the same choice does with every discount the player may lift, after what it does without ("Take Move 3: you pay ¥300")
preview-with-discounts = { $text } ({ $effects } with your discounts lifted)
