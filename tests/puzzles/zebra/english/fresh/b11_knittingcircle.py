from itertools import permutations
N=['Beryl','Glenda','Marjorie','Pam']
IT=['scarf','tea cosy','cardigan','bobble hat']
CO=['mustard','teal','lilac','cream']
MO={'January':1,'March':3,'April':4,'June':6}
sols=[]
for i in permutations(IT):
  I=dict(zip(N,i)); bi={v:k for k,v in I.items()}
  if I['Pam']=='scarf': continue
  if I['Glenda']=='cardigan': continue
  for c in permutations(CO):
    C=dict(zip(N,c)); bc={v:k for k,v in C.items()}
    if C['Pam']!='lilac': continue
    if C['Beryl']=='teal' or C['Marjorie']=='mustard': continue
    if C[bi['tea cosy']]=='cream': continue
    for m in permutations(MO):
      M={n:MO[x] for n,x in zip(N,m)}
      if M[bi['cardigan']]!=6: continue
      if M[bi['scarf']]!=M[bi['bobble hat']]-2: continue
      if M[bc['mustard']]!=M[bc['lilac']]-1: continue
      if not M['Glenda']<M['Pam']: continue
      if not M['Marjorie']<M['Beryl']: continue
      sols.append((I,C,dict(zip(N,m))))
print(len(sols),"solution(s)")
for I,C,M in sols:
  print("member | item | colour | month")
  for n in N: print(n,I[n],C[n],M[n],sep=' | ')
