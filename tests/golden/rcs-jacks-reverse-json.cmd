run games/russian-crazy-sevens.hoyle -s 3 -D jacks_reverse=true --log json
