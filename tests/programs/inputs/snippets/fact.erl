-module(fact).
-export([fact/1, loop/0]).

%% factorial
fact(0) -> 1;
fact(N) when N > 0 -> N * fact(N - 1).

loop() ->
    receive
        {From, N} -> From ! {self(), fact(N)}, loop();
        stop -> ok
    after 5000 -> timeout
    end.
