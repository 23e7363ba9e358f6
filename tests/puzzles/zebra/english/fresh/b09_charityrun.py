from itertools import permutations
N=['Hannah','Ian','Kofi','Lucy']
CO=['banana','superhero','dinosaur','tutu']
TM=[42,47,51,58]
MO=[120,150,200,250]
sols=[]
for c in permutations(CO):
  C=dict(zip(N,c)); bc={v:k for k,v in C.items()}
  for t in permutations(TM):
    T=dict(zip(N,t))
    if T[bc['dinosaur']]!=42: continue
    if T['Ian']!=T['Hannah']+11: continue
    if not T['Lucy']<T[bc['banana']]: continue
    if T[bc['superhero']]==58: continue
    for m in permutations(MO):
      M=dict(zip(N,m))
      if M[bc['tutu']]!=M[bc['dinosaur']]+50: continue
      if M['Lucy']!=120: continue
      if not M['Ian']<M['Kofi']<M['Hannah']: continue
      sols.append((C,T,M))
print(len(sols),"solution(s)")
for C,T,M in sols:
  print("runner | costume | time | raised")
  for n in N: print(n,C[n],str(T[n])+' min','£'+str(M[n]),sep=' | ')
