# How long the slow tests take (seconds, the release build's ctest on a 2-core machine). ctest -j
# starts the costliest first; a fresh clone has no timing history of its own (Testing/Temporary/
# CTestCostData.txt), and without these the long suites registered last would run at the end,
# one at a time on a core. Rough figures are enough: only the order matters.
set(mancala_test_costs
  web_browser_tests 430
  server.cluster.play 125
  server.cluster.nodes 105
  server.tournament_arena 95
  server.cluster.matchmaking 76
  hostile.hostile 66
  server.cluster.rejoin 64
  server.tournament_swiss 59
  server.pg.tournament_swiss 51
  server.pg.games 45
  server.matchmaking 41
  server.pg.chat 40
  server.pg.sessions 40
  server.review 39
  server.pg.review 39
  server.cluster.watch 38
  server.cluster.tournament 35
  server.chat 33
  server.seek_regressions 32
  hostile.limits 32
  server.kgp 32
  server.kgp_holds 28
  server.kgp_tournament 24
  server.games 30
  server.chat_attacks 30
  server.sessions 29
  server.watch 26
  server.pg.ratings 26
  server.cluster.blocks 26
  server.clocks 25
  hostile.pg.crash 24
  server.pg.seeks 24
  server.seek_races 22
  hostile.crash 21)

# Gives each test of the calling directory that the table names its COST (set_tests_properties
# reaches only the tests of the directory that calls it).
function(mancala_apply_test_costs)
  get_property(here DIRECTORY PROPERTY TESTS)
  set(pairs ${mancala_test_costs})
  while(pairs)
    list(POP_FRONT pairs name cost)
    if(name IN_LIST here)
      set_tests_properties(${name} PROPERTIES COST ${cost})
    endif()
  endwhile()
endfunction()
