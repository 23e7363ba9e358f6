from itertools import permutations
R=['Mr Ames','Mrs Bell','Miss Cole','Mr Dent','Mrs Eyre']
F=['roses','dahlias','sweet peas','lupins','begonias']
D=['red','blue','green','white','yellow']
nb=lambda a,b: abs(a-b)==1   # index 0 = number 1
sols=[]
for r in permutations(R):
  if r.index('Miss Cole') not in (0,4): continue
  if not r.index('Mr Ames')>r.index('Mrs Eyre'): continue
  if not r.index('Mrs Bell')<r.index('Mrs Eyre'): continue
  for f in permutations(F):
    if not (nb(r.index('Mr Dent'),f.index('sweet peas')) and nb(r.index('Mr Dent'),f.index('lupins'))): continue
    if not nb(f.index('begonias'),f.index('dahlias')): continue
    if f.index('begonias')==r.index('Miss Cole'): continue
    if f.index('sweet peas')==r.index('Mrs Eyre'): continue
    for d in permutations(D):
      if not nb(f.index('roses'),d.index('green')): continue
      if d.index('white')!=r.index('Mr Ames'): continue
      if d[2]!='blue': continue
      if f.index('sweet peas') in (d.index('red'),d.index('yellow')): continue
      if d.index('green')==r.index('Miss Cole'): continue
      if d.index('yellow') not in (0,4): continue
      sols.append((r,f,d))
print(len(sols),"solution(s)")
for s in sols:
  print("no. | resident | flower | door")
  for i in range(5): print(i+1,*[x[i] for x in s],sep=' | ')
